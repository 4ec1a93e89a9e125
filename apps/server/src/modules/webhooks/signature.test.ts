import { describe, expect, it } from 'vitest';
import { isPublicAddress, literalPrivate, resolveAll } from './destination';
import { retryDelaySeconds } from './backoff';
import { signWebhook, verifyWebhook } from '../../lib/webhook-signature';

const secret = 'whsec_0123456789abcdef';
const body = '{"id":"EV1","event":"sms_inbound","data":{}}';
const at = new Date('2026-11-27T12:00:00Z');

describe('webhook signatures', () => {
  it('signs t and the HMAC-SHA256 of "t.body", and verifies it', () => {
    const header = signWebhook(secret, body, at);
    expect(header).toMatch(/^t=1795780800,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(secret, body, header, at)).toBe(true);
  });

  it('refuses another body, another secret, an old time and a mangled header', () => {
    const header = signWebhook(secret, body, at);
    expect(verifyWebhook(secret, `${body} `, header, at)).toBe(false);
    expect(verifyWebhook('whsec_other', body, header, at)).toBe(false);
    expect(verifyWebhook(secret, body, header, new Date(at.getTime() + 301_000))).toBe(false);
    expect(verifyWebhook(secret, body, header.replace(/v1=./, 'v1=x'), at)).toBe(false);
    expect(verifyWebhook(secret, body, 'v1=abc', at)).toBe(false);
    expect(verifyWebhook(secret, body, undefined, at)).toBe(false);
  });

  it('accepts any of several v1 values (a receiver mid-rotation)', () => {
    const header = signWebhook(secret, body, at);
    const [t, v1] = header.split(',');
    expect(verifyWebhook(secret, body, `${t},v1=${'0'.repeat(64)},${v1}`, at)).toBe(true);
  });
});

describe('webhook destinations', () => {
  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '0.1.2.3',
    '100.64.0.1',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('finds a private address written in a URL, not a name', () => {
    expect(literalPrivate('http://127.0.0.1:8080/x')).toBe('127.0.0.1');
    expect(literalPrivate('http://[::1]/x')).toBe('::1');
    expect(literalPrivate('http://[::ffff:7f00:1]/x')).toBe('::ffff:7f00:1');
    expect(literalPrivate('http://2130706433/x')).toBe('127.0.0.1');
    expect(literalPrivate('https://localhost/x')).toBeNull();
    expect(literalPrivate('https://8.8.8.8/x')).toBeNull();
  });
});

describe('the retry schedule', () => {
  it('starts at 30 s, doubles, stops growing at an hour, within ±20 %', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 8, 9, 20].map((n) => retryDelaySeconds(n, mid))).toEqual([
      30, 60, 120, 240, 480, 3600, 3600, 3600,
    ]);
    expect(retryDelaySeconds(1, () => 0)).toBe(24);
    expect(retryDelaySeconds(1, () => 1)).toBe(36);
  });
});

describe('resolving a webhook host (c-ares, off the thread pool)', () => {
  it('answers localhost as loopback and an address as itself, the family asked for only', async () => {
    expect(await resolveAll('localhost')).toEqual([
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ]);
    expect(await resolveAll('api.LOCALHOST.', 6)).toEqual([{ address: '::1', family: 6 }]);
    expect(await resolveAll('203.0.113.9')).toEqual([{ address: '203.0.113.9', family: 4 }]);
  });

  it('says a name that does not exist is ENOTFOUND, as lookup does', async () => {
    // .invalid never resolves (RFC 6761); without a DNS server the answer is EAI_AGAIN: either
    // is "Could not resolve" to the person reading the attempt
    await expect(resolveAll('no-such-host.invalid')).rejects.toMatchObject({
      code: expect.stringMatching(/^(ENOTFOUND|EAI_AGAIN)$/),
    });
  });
});
