import { describe, expect, it } from 'vitest';
import { makeToken } from '@/testing/data';
import {
  clearAccessToken,
  getAccessToken,
  readTokenCookie,
  setAccessToken,
  tokenExpiry,
} from './token-store';

describe('token store', () => {
  it('keeps the token in memory and in the parley_at cookie', () => {
    const expiresAt = Date.now() + 60_000;
    const token = makeToken(expiresAt);
    setAccessToken(token, expiresAt);
    expect(getAccessToken()).toBe(token);
    expect(document.cookie).toContain(`parley_at=${token}`);
    expect(readTokenCookie()).toEqual({ token, expiresAt: Math.floor(expiresAt / 1000) * 1000 });
  });

  it('clears both', () => {
    setAccessToken(makeToken(Date.now() + 60_000), Date.now() + 60_000);
    clearAccessToken();
    expect(getAccessToken()).toBeNull();
    expect(readTokenCookie()).toBeNull();
  });

  it('an unreadable token counts as expired', () => {
    expect(tokenExpiry('not-a-jwt')).toBe(0);
    expect(tokenExpiry('a.%%%.c')).toBe(0);
  });
});
