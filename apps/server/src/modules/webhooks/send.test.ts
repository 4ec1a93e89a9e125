import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../../../test/webhook-receiver';
import { sendWebhook } from './send';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver?.close());

const post = (url: string, allowPrivate: boolean) =>
  sendWebhook(
    { url, body: '{"event":"sms_inbound"}', headers: { 'content-type': 'application/json' } },
    { allowPrivate, timeoutMs: 10_000 },
  );

describe('sendWebhook: the destination checked when sent (issue 28)', () => {
  it('refuses a name that resolves to a loopback address, naming both, and sends nothing', async () => {
    const before = receiver.received.length;
    const result = await post(receiver.url('/ok', 'localhost'), false);
    expect(result).toMatchObject({ ok: false, statusCode: null });
    expect(result.response).toMatch(
      /^Refused: localhost resolves to (127\.0\.0\.1|::1), a private, loopback or link-local address\.$/,
    );
    expect(receiver.received.length).toBe(before);
  });

  it('refuses a private address written out without looking it up', async () => {
    const result = await post(receiver.url('/ok'), false);
    expect(result.response).toBe('Refused: 127.0.0.1 is a private, loopback or link-local address.');
  });

  it('delivers to the same name when the operator allows private destinations', async () => {
    const result = await post(receiver.url('/ok', 'localhost'), true);
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
  });
});
