import { describe, expect, it } from 'vitest';
import { createSimulatedProcessor } from '../index';
import type { CardDetails } from '../port';

const NOW = new Date(Date.UTC(2026, 10, 27));
const card = (number: string, more: Partial<CardDetails> = {}): CardDetails => ({
  number,
  expiryMonth: 12,
  expiryYear: 2028,
  securityCode: '123',
  firstName: 'Olivia',
  lastName: 'Owens',
  ...more,
});

async function tokenOf(number: string) {
  const result = await createSimulatedProcessor().tokeniseCard(card(number), NOW);
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  return result.card;
}

describe('the simulated processor (issue 27)', () => {
  it('tokenises a card and keeps its brand, last four and expiry, never the number', async () => {
    const kept = await tokenOf('4242424242424242');
    expect(kept).toMatchObject({ brand: 'Visa', lastFour: '4242', expiryMonth: 12, expiryYear: 2028 });
    expect(kept.token).not.toContain('4242424242424242');
    // the token is random hex, which holds a run of 12 digits one time in twenty (a CI run saw
    // one): its shape is checked, and no other field holds a run of digits
    expect(kept.token).toMatch(/^sim_card_[a-z]+_[0-9a-f]{24}$/);
    const { token: _token, ...rest } = kept;
    expect(JSON.stringify(rest)).not.toMatch(/\d{12}/);
  });

  it('refuses a wrong check digit, an expired card and a security code of the wrong length', async () => {
    const p = createSimulatedProcessor();
    expect(await p.tokeniseCard(card('4242424242424241'), NOW)).toEqual({ ok: false, code: 'invalidNumber' });
    expect(await p.tokeniseCard(card('42424242'), NOW)).toEqual({ ok: false, code: 'invalidNumber' });
    expect(
      await p.tokeniseCard(card('4242424242424242', { expiryMonth: 10, expiryYear: 2026 }), NOW),
    ).toEqual({
      ok: false,
      code: 'expired',
    });
    // this month is still valid
    expect(
      (await p.tokeniseCard(card('4242424242424242', { expiryMonth: 11, expiryYear: 2026 }), NOW)).ok,
    ).toBe(true);
    expect(await p.tokeniseCard(card('378282246310005', { securityCode: '123' }), NOW)).toEqual({
      ok: false,
      code: 'incorrectCvc',
    });
    expect((await p.tokeniseCard(card('378282246310005', { securityCode: '1234' }), NOW)).ok).toBe(true);
  });

  it('charges as the test numbers do, and once per idempotency key', async () => {
    const p = createSimulatedProcessor();
    const ok = await tokenOf('4242424242424242');
    const first = await p.charge({ token: ok.token, amountUnits: 500_000, idempotencyKey: 'k1' });
    expect(first).toMatchObject({ ok: true });
    expect(await p.charge({ token: ok.token, amountUnits: 500_000, idempotencyKey: 'k1' })).toEqual(first);
    const declined = await tokenOf('4000000000000002');
    expect(await p.charge({ token: declined.token, amountUnits: 10_000, idempotencyKey: 'k2' })).toEqual({
      ok: false,
      code: 'declined',
    });
    const poor = await tokenOf('4000000000009995');
    expect(await p.charge({ token: poor.token, amountUnits: 10_000, idempotencyKey: 'k3' })).toEqual({
      ok: false,
      code: 'insufficientFunds',
    });
    await expect(p.charge({ token: ok.token, amountUnits: 0, idempotencyKey: 'k4' })).rejects.toThrow();
  });
});
