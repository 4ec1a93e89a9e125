import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZPortalConfig } from '../schemas/portal';
import { ZApiError, ZPageInfo } from './envelope-schemas';
import { readApiErrors, readPageInfo, readPortalConfig } from './read-answer';

/** What a zod schema reads from a value: its output, or null where it refuses it. */
const viaZod = (
  schema: { safeParse(value: unknown): { success: boolean; data?: unknown } },
  value: unknown,
) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

// values shaped like the answers, with each part sometimes wrong: text with a NUL or a lone
// surrogate, numbers that are not finite or not whole, nulls, missing keys, extra keys
const text = fc.oneof(
  { weight: 20, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constantFrom('a\u0000b', '\uD800', '') },
);
const anything = fc.oneof(text, fc.constant(null), fc.constant(undefined), fc.integer(), fc.boolean());
const number = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1.5, 2 ** 60, Number.NaN));
/** mostly a right value, now and then anything at all */
const maybe = <T>(value: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 30, arbitrary: value }, { weight: 1, arbitrary: anything });
/** mostly the whole object (with an extra key now and then), sometimes keys missing or no object */
const record = <T extends Record<string, fc.Arbitrary<unknown>>>(shape: T) =>
  fc.oneof(
    { weight: 20, arbitrary: fc.record(shape) },
    { weight: 2, arbitrary: fc.record({ ...shape, extra: anything }) },
    { weight: 1, arbitrary: fc.record(shape, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.constantFrom(null, [], 'x') },
  );

const apiError = record({ code: maybe(text), message: maybe(text), field: maybe(text) });
const pageInfo = record({ nextCursor: maybe(fc.oneof(text, fc.constant(null))), limit: maybe(number) });
const link = maybe(fc.oneof(text, fc.constant(null)));
const video = record({ title: maybe(text), url: maybe(text), minutes: maybe(number) });
const links = record({
  contactCenter: link,
  contactCenterCluster: link,
  aiProduct: link,
  helpArticles: link,
  productUpdates: link,
  systemStatus: link,
  helpSearch: link,
  supportTickets: link,
  newTicket: link,
  supportChat: link,
  eula: maybe(text),
  msa: maybe(text),
  supportEmail: maybe(text),
  trainingVideos: maybe(fc.array(video, { maxLength: 3 })),
});
const portalConfig = record({
  version: maybe(text),
  sentryDsn: maybe(fc.oneof(text, fc.constant(null))),
  links,
});

describe('the answer readers agree with their zod schemas', () => {
  it('readApiErrors: ZApiError.array()', () => {
    fc.assert(
      fc.property(maybe(fc.array(apiError, { maxLength: 3 })), (value) => {
        expect(readApiErrors(value)).toEqual(viaZod(ZApiError.array(), value));
      }),
      { numRuns: 1000 },
    );
  });

  it('readPageInfo: ZPageInfo', () => {
    fc.assert(
      fc.property(pageInfo, (value) => {
        expect(readPageInfo(value)).toEqual(viaZod(ZPageInfo, value));
      }),
      { numRuns: 1000 },
    );
  });

  it('readPortalConfig: ZPortalConfig', () => {
    fc.assert(
      fc.property(portalConfig, (value) => {
        expect(readPortalConfig(value)).toEqual(viaZod(ZPortalConfig, value));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a whole configuration as it is sent', () => {
    const config = {
      version: '1.2.3',
      sentryDsn: null,
      links: {
        contactCenter: 'https://cc.example',
        contactCenterCluster: null,
        aiProduct: null,
        helpArticles: 'https://help.example',
        productUpdates: null,
        systemStatus: null,
        helpSearch: null,
        supportTickets: null,
        newTicket: null,
        supportChat: null,
        eula: '/legal/eula',
        msa: '/legal/msa',
        supportEmail: 'support@example.com',
        trainingVideos: [{ title: 'Start', url: 'https://v.example/1', minutes: 3 }],
      },
    };
    expect(readPortalConfig(config)).toEqual(config);
    expect(readPortalConfig(config)).toEqual(ZPortalConfig.parse(config));
  });
});
