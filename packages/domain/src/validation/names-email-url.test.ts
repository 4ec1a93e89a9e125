import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { NAME_MAX_LENGTH } from './patterns';
import { ZFirstName, ZLastName, isPersonName } from './names';
import { EMAIL_ADDRESS_MAX_LENGTH, EMAIL_PATTERN, ZEmailOptional, ZEmailRequired, isEmail } from './email';
import { URL_MAX_LENGTH, ZHttpUrl, ZUrl, isHttpUrl, isUrl } from './url';

const messages = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('names (doc 001 §5)', () => {
  it.each(['Ann', 'Zoë', "O'Brien", 'Jean-Luc', 'J. R.', 'Ngũgĩ', '李', 'x'.repeat(NAME_MAX_LENGTH)])(
    'accepts %s',
    (n) => expect(isPersonName(n)).toBe(true),
  );
  it.each(['', ' Ann', '-Ann', 'Ann3', 'Ann!', 'Ann_Lee', '<b>', 'x'.repeat(NAME_MAX_LENGTH + 1)])(
    'refuses %j',
    (n) => expect(isPersonName(n)).toBe(false),
  );
  it("trims, then gives the spec's one message for each field", () => {
    expect(ZFirstName.parse('  Ann ')).toBe('Ann');
    expect(messages(ZFirstName.safeParse(''))).toEqual([MESSAGES.firstNameRequired]);
    expect(messages(ZFirstName.safeParse('Ann#'))).toEqual([MESSAGES.firstNameRequired]);
    expect(messages(ZLastName.safeParse(undefined))).toEqual([MESSAGES.lastNameRequired]);
  });
});

describe('email (doc 001 §5)', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.com', 'x_y-z@sub-domain.example.org'])('accepts %s', (e) =>
    expect(isEmail(e)).toBe(true),
  );
  it.each(['', 'a', 'a@', '@b.co', 'a@b', 'a@b.c', 'a..b@c.co', '.a@b.co', 'a b@c.co', 'a@b.co.'])(
    'refuses %j',
    (e) => expect(isEmail(e)).toBe(false),
  );
  it('holds the length limit of 254 at its boundary', () => {
    const at = (n: number) => `${'a'.repeat(64)}@${'b'.repeat(n - 64 - 1 - 4)}.com`;
    expect(at(EMAIL_ADDRESS_MAX_LENGTH)).toHaveLength(254);
    expect(EMAIL_PATTERN.test(at(255))).toBe(true);
    expect(isEmail(at(255))).toBe(false);
  });
  it("says 'Must provide…' for a required field and 'Must be…' for an optional one", () => {
    expect(messages(ZEmailRequired.safeParse(''))).toEqual([MESSAGES.emailProvide]);
    expect(messages(ZEmailRequired.safeParse('nope'))).toEqual([MESSAGES.emailProvide]);
    expect(ZEmailRequired.parse(' a@b.co ')).toBe('a@b.co');
    expect(ZEmailOptional.parse('')).toBe('');
    expect(messages(ZEmailOptional.safeParse('nope'))).toEqual([MESSAGES.emailValid]);
  });
});

describe('URL (doc 001 §5)', () => {
  it.each([
    'https://example.com',
    'http://a.b/c?d=e#f',
    'ftp://files.example.com/x',
    'wss://10.0.0.1:8443/ws',
  ])('a URL: %s', (u) => expect(isUrl(u)).toBe(true));
  it.each([
    '',
    'example.com',
    'http:/example.com',
    'mailto:a@b.co',
    'https://',
    'https://exa mple.com',
    'javascript:alert(1)',
    'javascript://example.com/%0Aalert(1)',
    'JavaScript://x.example/%0Aalert(1)',
    'data://text.example/plain',
    'file://server.example/etc/passwd',
  ])('not a URL: %j', (u) => expect(isUrl(u)).toBe(false));
  it('http and https only for the http rule', () => {
    expect(isHttpUrl('HTTPS://Example.com/path')).toBe(true);
    expect(isHttpUrl('http://localhost:3000')).toBe(true);
    expect(isHttpUrl('ftp://files.example.com')).toBe(false);
    expect(isHttpUrl('https:example.com')).toBe(false);
  });
  it('holds the length limit at its boundary', () => {
    const u = (n: number) => `https://example.com/${'a'.repeat(n - 20)}`;
    expect(isHttpUrl(u(URL_MAX_LENGTH))).toBe(true);
    expect(isHttpUrl(u(URL_MAX_LENGTH + 1))).toBe(false);
  });
  it("gives the spec's two messages", () => {
    expect(messages(ZUrl.safeParse('nope'))).toEqual([MESSAGES.url]);
    expect(messages(ZHttpUrl.safeParse('ftp://x.example'))).toEqual([MESSAGES.urlHttp]);
    expect(ZHttpUrl.parse(' https://a.example ')).toBe('https://a.example');
  });
});
