import { afterEach, describe, expect, it } from 'vitest';
import { readVisibilityCookie, writeVisibilityCookie } from './visibility-cookie';

afterEach(() => {
  document.cookie = 'parley_columns_t=; Max-Age=0; Path=/';
});

describe('the column visibility cookie', () => {
  it('round-trips the shown and hidden columns, never the select and actions columns', () => {
    writeVisibilityCookie('t', { email: false, name: true, select: false, actions: false });
    expect(readVisibilityCookie('t')).toEqual({ email: false, name: true });
  });

  it('reads nothing from a missing or broken cookie, and keeps only true/false entries', () => {
    expect(readVisibilityCookie('t')).toBeNull();
    document.cookie = 'parley_columns_t=%7Bnot json; Path=/';
    expect(readVisibilityCookie('t')).toBeNull();
    document.cookie = `parley_columns_t=${encodeURIComponent(JSON.stringify({ email: 'no', calls: false, select: false }))}; Path=/`;
    expect(readVisibilityCookie('t')).toEqual({ calls: false });
  });
});
