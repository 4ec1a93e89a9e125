import { z } from 'zod';
import { text } from '../validation/text';
import { OUR_MESSAGES } from '../validation/messages';
import { FEATURE_FLAG } from '../features/feature-keys';
import { ZSansNumber } from '../features/add-feature';
import { ZAccountSid } from './ids';
import { CARRIER_BUDGET_CONFIG_KEY, ZCarrierBudgetId } from '../texts/image-shrink';

/** A value longer than this is refused; custom_fields (a JSON list) is the largest known value. */
export const CONFIG_VALUE_MAX_LENGTH = 16_384;

/**
 * The account-configuration keys the portal knows. Feature flags, the contact-center cluster
 * and funding are read here but changed only by the server's own flows (Add Feature, billing),
 * never through the generic configuration call: an administrator must not switch on a paid
 * feature by writing its flag.
 */
export const ACCOUNT_CONFIG_KEYS = {
  ...Object.fromEntries(Object.values(FEATURE_FLAG).map((k) => [k, { writable: false }])),
  funded: { writable: false },
  sans_number: { writable: true },
  custom_fields: { writable: true },
  support_plan: { writable: false },
  timezone: { writable: true },
  business_hours: { writable: true },
} as const satisfies Record<string, { writable: boolean }>;
export type TAccountConfigKey = keyof typeof ACCOUNT_CONFIG_KEYS;

export const ZConfigValue = text().max(CONFIG_VALUE_MAX_LENGTH, OUR_MESSAGES.configValueTooLong);

const ZAccountConfigKey = text().refine(
  (k) => Object.hasOwn(ACCOUNT_CONFIG_KEYS, k),
  OUR_MESSAGES.unknownConfigKey,
);

const ZWritableAccountConfigKey = ZAccountConfigKey.refine(
  (k) => ACCOUNT_CONFIG_KEYS[k as TAccountConfigKey]?.writable === true,
  OUR_MESSAGES.readOnlyConfigKey,
);

export const ZAccountConfigEntry = z.object({
  accountSid: ZAccountSid,
  key: text(),
  value: text(),
});
export type TAccountConfigEntry = z.infer<typeof ZAccountConfigEntry>;

/**
 * Values with a rule of their own: the Add Feature dialog saves sans_number here before enabling
 * DNC, and the server must refuse what the dialog refuses, with the same words.
 */
const VALUE_RULES: Partial<Record<TAccountConfigKey, z.ZodType<string>>> = { sans_number: ZSansNumber };

/** PUT /v3/accounts/config: a list of accountSid, key, value (doc 001 §7). */
export const ZAccountConfigPut = z
  .array(
    z
      .strictObject({ accountSid: ZAccountSid, key: ZWritableAccountConfigKey, value: ZConfigValue })
      .superRefine((entry, ctx) => {
        // hasOwn: a key such as '__proto__' must not find Object.prototype here
        const valueRule = Object.hasOwn(VALUE_RULES, entry.key)
          ? VALUE_RULES[entry.key as TAccountConfigKey]
          : undefined;
        const issue = valueRule?.safeParse(entry.value).error?.issues[0];
        if (issue) ctx.addIssue({ code: 'custom', path: ['value'], message: issue.message });
      }),
  )
  .min(1)
  .max(50);
export type TAccountConfigPut = z.infer<typeof ZAccountConfigPut>;

/** DELETE /v3/accounts/config: a list of accountSid, key. */
export const ZAccountConfigDelete = z
  .array(z.strictObject({ accountSid: ZAccountSid, key: ZWritableAccountConfigKey }))
  .min(1)
  .max(50);
export type TAccountConfigDelete = z.infer<typeof ZAccountConfigDelete>;

/** Per-user settings the portal keeps. Table column visibility is keyed by the table's name. */
export const USER_CONFIG_KEYS = [
  'color_scheme',
  'sidebar_collapsed',
  'timezone',
  'date_format',
  'tracking_redirect',
  // the carrier budget images are measured against (texts/image-shrink.ts)
  CARRIER_BUDGET_CONFIG_KEY,
] as const;
const TABLE_COLUMNS_KEY = /^table_columns:[a-z0-9-]{1,64}$/;

export const ZUserConfigKey = text().refine(
  (k) => (USER_CONFIG_KEYS as readonly string[]).includes(k) || TABLE_COLUMNS_KEY.test(k),
  OUR_MESSAGES.unknownConfigKey,
);

export const ZUserConfigEntry = z.object({ key: text(), value: text() });
export type TUserConfigEntry = z.infer<typeof ZUserConfigEntry>;

/** User settings whose value has a rule of its own: the browser offers only these values. */
const USER_VALUE_RULES: Partial<Record<string, z.ZodType<string>>> = {
  [CARRIER_BUDGET_CONFIG_KEY]: ZCarrierBudgetId,
};

/** PUT /v3/user/config/{key}: payload key, value (doc 001 §7); the key must match the path. */
export const ZUserConfigPut = z
  .strictObject({ key: ZUserConfigKey, value: ZConfigValue })
  .superRefine((entry, ctx) => {
    const valueRule = Object.hasOwn(USER_VALUE_RULES, entry.key) ? USER_VALUE_RULES[entry.key] : undefined;
    const issue = valueRule?.safeParse(entry.value).error?.issues[0];
    if (issue) ctx.addIssue({ code: 'custom', path: ['value'], message: issue.message });
  });
export const ZUserConfigPutParams = z.strictObject({ key: ZUserConfigKey });
export type TUserConfigPut = z.infer<typeof ZUserConfigPut>;

/** DELETE /v3/user/config: the keys to delete. */
export const ZUserConfigDelete = z
  .array(z.strictObject({ key: ZUserConfigKey }))
  .min(1)
  .max(50);

/** Doc 001 §3: the value of an account configuration key that is missing. */
export const DEFAULT_ACCOUNT_CONFIG_VALUE = 'bar';
