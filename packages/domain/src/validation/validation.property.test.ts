import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { E164_NANP_PATTERN, isInternationalE164, isNanpE164, normalizePhone } from './e164';
import { isSipAddress } from './sip';
import { isValidJson } from './json';
import { isGsm7, isGsm7WithAccents, isLatin1 } from './sms-charset';

const digit = (from: number) => fc.integer({ min: from, max: 9 }).map(String);
const digits = (n: number) => fc.array(digit(0), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('validation properties', () => {
  it('a NANP number is valid exactly when area code and exchange follow the spec', () => {
    fc.assert(
      fc.property(digits(3), digits(3), digits(4), (area, exchange, line) => {
        const n = `+1${area}${exchange}${line}`;
        const ok =
          /^[2-9]/.test(area) &&
          area !== '900' &&
          area !== '976' &&
          /^[2-9]/.test(exchange) &&
          exchange !== '555' &&
          !/^[2-9]11$/.test(exchange);
        expect(isNanpE164(n)).toBe(ok);
        expect(isInternationalE164(n)).toBe(ok);
      }),
      { numRuns: 3000 },
    );
  });

  it('ten typed digits normalise to the +1 number they spell', () => {
    fc.assert(
      fc.property(digits(10), (d) => {
        const spaced = `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
        expect(normalizePhone(spaced)).toBe(`+1${d}`);
        expect(E164_NANP_PATTERN.test(normalizePhone(spaced))).toBe(isNanpE164(`+1${d}`));
      }),
    );
  });

  it('a SIP port is accepted exactly from 1 to 65535', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), (port) => {
        expect(isSipAddress(`alice@pbx.example.com:${port}`)).toBe(port >= 1 && port <= 65535);
      }),
    );
  });

  it('any JSON.stringify output is valid JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(isValidJson(JSON.stringify(v))).toBe(true);
      }),
    );
  });

  it('GSM-7 text is in the wider set; Latin-1 is exactly the code points ≤ U+00FF', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        if (isGsm7(s)) expect(isGsm7WithAccents(s)).toBe(true);
        expect(isLatin1(s)).toBe([...s].every((c) => c.codePointAt(0)! <= 0xff));
      }),
      { numRuns: 2000 },
    );
  });
});
