import { describe, expect, it } from 'vitest';
import type { CallerReview, OfferedNumber } from '../port';
import { CNAM_REJECTIONS, UNVERIFIED_SHARE } from './cnam-review';
import { createSimulatedNetwork } from './simulated-network';

const network = createSimulatedNetwork({ seed: 'cnam-test' });
const first = async (query: Parameters<typeof network.searchAvailable>[0]): Promise<OfferedNumber> => {
  const [n] = await network.searchAvailable({ ...query, limit: 1 }, async () => new Set());
  return n!;
};
const usLocal = await first({ type: 'local', areaCode: '312' });
const canadian = await first({ type: 'local', areaCode: '604' });
const tollFree = await first({ type: 'toll-free' });

/** A name the desk approves for `usLocal` (the seeded share aside). */
async function approvedName(...candidates: string[]): Promise<string> {
  for (const name of candidates)
    if ((await network.reviewCaller(usLocal.phoneNumber, name)).approved) return name;
  throw new Error('none approved');
}

const codeOf = (review: CallerReview) => (review.approved ? 'approved' : review.code);

describe('the simulated CNAM review', () => {
  it('approves ordinary business and personal names', async () => {
    const review = async (name: string) => codeOf(await network.reviewCaller(usLocal.phoneNumber, name));
    const results = await Promise.all(
      [
        'ACME CORP',
        'Joe & Sons',
        'Dr. Smith',
        'Blue-Sky Bakery',
        'Banks Plumbing',
        'Iced Tea Co',
        'A1 Auto',
      ].map(review),
    );
    // all approved, or (the seeded share) unverified: never refused for what they say
    expect(results.filter((r) => r !== 'approved' && r !== 'unverified')).toEqual([]);
    expect(results.filter((r) => r === 'approved').length).toBeGreaterThanOrEqual(5);
  });

  it('refuses digits only, reserved labels, impersonation and the wrong format, with the reason', async () => {
    const cases: [string, string, string][] = [
      ['5551234', 'digits-only', CNAM_REJECTIONS.digitsOnly],
      ['312 555-0100', 'digits-only', CNAM_REJECTIONS.digitsOnly],
      ['UNKNOWN', 'reserved', CNAM_REJECTIONS.reserved],
      ['Scam  Likely', 'reserved', CNAM_REJECTIONS.reserved],
      ['First Bank', 'impersonation', CNAM_REJECTIONS.impersonation],
      ['IRS Office', 'impersonation', CNAM_REJECTIONS.impersonation],
      ['City Police', 'impersonation', CNAM_REJECTIONS.impersonation],
      ['Call911 Now', 'impersonation', CNAM_REJECTIONS.impersonation],
      ['Medicare Help', 'impersonation', CNAM_REJECTIONS.impersonation],
      ['ABCDEFGHIJKLMNOP', 'format', CNAM_REJECTIONS.format], // 16 characters
      ['Café Nord', 'format', CNAM_REJECTIONS.format],
      ['Pizza 🍕', 'format', CNAM_REJECTIONS.format],
      ['', 'format', CNAM_REJECTIONS.format],
    ];
    for (const [name, code, reason] of cases)
      expect(await network.reviewCaller(usLocal.phoneNumber, name), name).toEqual({
        approved: false,
        code,
        reason,
      });
  });

  it('takes US local numbers of the network only', async () => {
    const name = await approvedName('ACME CORP', 'Acme Widgets', 'Acme Supply');
    expect(await network.reviewCaller(canadian.phoneNumber, name)).toEqual({
      approved: false,
      code: 'not-eligible',
      reason: CNAM_REJECTIONS.notUsLocal,
    });
    expect(await network.reviewCaller(tollFree.phoneNumber, name)).toMatchObject({ code: 'not-eligible' });
    expect(await network.reviewCaller('+12125550100', name)).toEqual({
      approved: false,
      code: 'not-eligible',
      reason: CNAM_REJECTIONS.notOurs,
    });
  });

  it('decides the same way under the same seed; cannot verify a small seeded share', async () => {
    // (no "Store 911": that is an impersonation)
    const names = Array.from({ length: 1500 }, (_, i) => `Store ${i}`).filter((n) => !n.includes('911'));
    const decide = (net: typeof network) =>
      Promise.all(names.map((n) => net.reviewCaller(usLocal.phoneNumber, n)));
    const decisions = await decide(network);
    expect(await decide(createSimulatedNetwork({ seed: 'cnam-test' }))).toEqual(decisions);
    expect(await decide(createSimulatedNetwork({ seed: 'another' }))).not.toEqual(decisions);

    const unverified = decisions.filter((d) => !d.approved);
    expect(unverified.every((d) => !d.approved && d.code === 'unverified')).toBe(true);
    expect(unverified.length / names.length).toBeGreaterThan(UNVERIFIED_SHARE - 0.025);
    expect(unverified.length / names.length).toBeLessThan(UNVERIFIED_SHARE + 0.025);
    const reasons = new Set(unverified.map((d) => (d.approved ? '' : d.reason)));
    expect([...reasons].sort()).toEqual([...CNAM_REJECTIONS.unverified].sort());
  });
});
