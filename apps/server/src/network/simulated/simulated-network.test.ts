import { describe, expect, it } from 'vitest';
import { createSimulatedNetwork } from '../index';

const at = new Date('2026-03-01T12:00:00Z');
const network = createSimulatedNetwork({ seed: 7, now: () => at });
const [offered] = await network.searchAvailable(
  { type: 'local', areaCode: '404', limit: 1 },
  async () => new Set(),
);

/** A valid number of a served area code that the seed does not stock. */
async function notStocked(): Promise<string> {
  for (let line = 0; line < 100; line++) {
    const phone = `+1404234${String(line).padStart(4, '0')}`;
    if (!(await network.describe(phone))) return phone;
  }
  throw new Error('all stocked');
}

describe('the simulated network: orders and releases', () => {
  it('says it is simulated', () => {
    expect(network).toMatchObject({ label: 'Simulated network', simulated: true });
  });

  it('completes the order of an offered number, with the number as offered', async () => {
    const result = await network.order(offered!.phoneNumber);
    expect(result).toEqual({
      ok: true,
      order: {
        orderId: expect.stringMatching(/^SIM[0-9A-F]{8}$/),
        phoneNumber: offered!.phoneNumber,
        completedAt: at,
        number: offered,
      },
    });
    // the same under the same seed and moment; another moment, another reference
    const again = await createSimulatedNetwork({ seed: 7, now: () => at }).order(offered!.phoneNumber);
    expect(again).toEqual(result);
    const later = await createSimulatedNetwork({ seed: 7, now: () => new Date(at.getTime() + 1) }).order(
      offered!.phoneNumber,
    );
    expect(later.ok && result.ok && later.order.orderId !== result.order.orderId).toBe(true);
  });

  it('refuses a number it does not offer, and one that is not a number', async () => {
    const missing = await notStocked();
    expect(await network.order(missing)).toEqual({
      ok: false,
      refusal: { code: 'not-offered', message: `${missing} is not available from this network.` },
    });
    for (const bad of ['+12125550100', '+14049111234', '+19005551234', '4045551234', 'nonsense'])
      expect(await network.order(bad), bad).toMatchObject({ ok: false, refusal: { code: 'invalid-number' } });
    expect(await network.release(missing)).toMatchObject({ ok: false, refusal: { code: 'not-offered' } });
  });

  it('takes back a number of its inventory', async () => {
    expect(await network.release(offered!.phoneNumber)).toEqual({
      ok: true,
      phoneNumber: offered!.phoneNumber,
    });
  });

  it('answers after the latency it is given', async () => {
    const slow = createSimulatedNetwork({ seed: 7, latencyMs: 40 });
    const t = performance.now();
    await slow.order(offered!.phoneNumber);
    expect(performance.now() - t).toBeGreaterThanOrEqual(35);
  });
});
