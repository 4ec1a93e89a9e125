import { z } from 'zod';
import { text } from '../validation/text';
import { MESSAGES, OUR_MESSAGES } from '../validation/messages';
import { PASSWORD_PATTERN, isCommonPassword } from '../validation/password';
import { FEATURE_KEYS, type TFeatureKey } from './feature-keys';

/** Doc 000 §5 and §8: the Add Feature dialog's texts, exactly. */
export const ADD_FEATURE_TEXT = {
  trigger: 'Add Feature',
  title: 'Select a Feature to Learn More',
  noneLeft: 'All features are currently enabled on your account.',
  nothingSelected: 'Please select a feature above to learn more about the product offerings.',
  selectFeature: 'Select a feature',
  ucaasPassword: 'Password is required for enabling feature UCaaS',
  invalidSans: 'Invalid Subscription Account Number',
  acceptTerms: 'You must accept the terms and conditions',
  errorTitle: MESSAGES.errorHeader,
  fetchConfigFailed: 'Something went wrong fetching configuration.',
  fetchPricesFailed: 'Something went wrong fetching prices',
  enableFailed: 'Something went wrong enabling Feature',
  saveConfigFailed: 'Something went wrong enabling configuration',
  unsupported: 'Unsupported feature',
  enabled: (feature: string) => `Feature ${feature} successfully enabled`,
  /** doc 001 §8's provider hook, spelt as the spec spells it */
  added: (feature: string) => `Succesfully added ${feature}`,
} as const;

/** The longest UCaaS password taken: scrypt hashes anything, but a request has to end somewhere. */
export const UCAAS_PASSWORD_MAX_LENGTH = 128;

/** Our texts around the dialog, where the spec gives none. */
export const ADD_FEATURE_OUR_TEXT = {
  /** the success toasts' header; the spec words only their content */
  enabledHeader: 'Feature enabled',
  alreadyEnabled: (feature: string) => `Feature ${feature} is already enabled.`,
  ucaasUserFirst: 'Create the UCaaS user before enabling UCaaS.',
  ucaasUsernameOwn: 'The UCaaS user is created for your own username.',
  ucaasPasswordTooLong: `The UCaaS password may be at most ${UCAAS_PASSWORD_MAX_LENGTH} characters.`,
  /** under the UCaaS password, before anything is typed: the policy ZUcaasPassword applies */
  ucaasPasswordRule:
    'Set the password you will log in to UCaaS administration with: at least 10 characters, with a number and both lower- and upper-case letters; letters, numbers and !@#$%^&*() only.',
  /** a feature whose price-list rate is 0 */
  included: 'Included',
  /** contact center has no list price: each one is sized for its team */
  pricedWithTeam: 'Priced with our team for your setup',
  unfundedTitle: 'Fund the account first',
  unfunded:
    'This account is unfunded, so paid features cannot be added yet. Once funds are in, come back here.',
  termsWithPrice: (feature: string) =>
    `I accept the terms and conditions for adding ${feature} to my account, including the price shown.`,
  termsIncluded: (feature: string) =>
    `I accept the terms and conditions for adding ${feature} to my account, at no extra charge.`,
} as const;

/**
 * A federal do-not-contact subscription account number: 6–8 digits, hyphen, 5–6 digits,
 * hyphen, 1–2 digits; or a plain run of 10–17 digits (doc 000 §5).
 */
export const SANS_PATTERN = /^(?:\d{6,8}-\d{5,6}-\d{1,2}|\d{10,17})$/;

export const isFeatureKey = (value: unknown): value is TFeatureKey =>
  typeof value === 'string' && (FEATURE_KEYS as readonly string[]).includes(value);

/**
 * The field rules, once. The dialog's form (below) and the server's request bodies
 * (ZEnableFeatureInput, ZUcaasUserInput, and sans_number in ZAccountConfigPut) are built from
 * these, so the browser and the server refuse the same values with the same words.
 */
export const ZFeatureName = text({ error: ADD_FEATURE_TEXT.selectFeature })
  .min(1, ADD_FEATURE_TEXT.selectFeature)
  .refine(isFeatureKey, ADD_FEATURE_TEXT.unsupported);
export const ZSansNumber = text().regex(SANS_PATTERN, ADD_FEATURE_TEXT.invalidSans);
/**
 * The UCaaS password: the spec's 'Password is required for enabling feature UCaaS' when empty,
 * then the portal's password policy (doc 001 §5's rule, common passwords refused): the spec gives
 * UCaaS no rule of its own, and a login to the account's phone system is worth the same care.
 */
export const ZUcaasPassword = text({ error: ADD_FEATURE_TEXT.ucaasPassword })
  .min(1, { error: ADD_FEATURE_TEXT.ucaasPassword, abort: true })
  .max(UCAAS_PASSWORD_MAX_LENGTH, { error: ADD_FEATURE_OUR_TEXT.ucaasPasswordTooLong, abort: true })
  .regex(PASSWORD_PATTERN, { error: MESSAGES.password, abort: true })
  .refine((password) => !isCommonPassword(password), OUR_MESSAGES.commonPassword);

/** The first message a field rule gives for a value, or null when it passes. */
const firstIssue = (schema: z.ZodType, value: unknown): string | null =>
  schema.safeParse(value).error?.issues[0]?.message ?? null;

/** The dialog's form; the server applies the same rules to what it receives. */
export const ZAddFeatureForm = z
  .object({
    feature: text(),
    sansNumber: text().optional(),
    username: text(),
    password: text().optional(),
    accept: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const featureIssue = firstIssue(ZFeatureName, v.feature);
    if (featureIssue) {
      ctx.addIssue({ code: 'custom', path: ['feature'], message: featureIssue });
      return;
    }
    const passwordIssue = v.feature === 'ucaas' ? firstIssue(ZUcaasPassword, v.password ?? '') : null;
    if (passwordIssue) ctx.addIssue({ code: 'custom', path: ['password'], message: passwordIssue });
    // optional: an empty field means no number, and the full price
    const sansIssue = v.feature === 'dnclist' && v.sansNumber ? firstIssue(ZSansNumber, v.sansNumber) : null;
    if (sansIssue) ctx.addIssue({ code: 'custom', path: ['sansNumber'], message: sansIssue });
    if (v.feature !== 'contactcenter' && !v.accept) {
      ctx.addIssue({ code: 'custom', path: ['accept'], message: ADD_FEATURE_TEXT.acceptTerms });
    }
  });
export type TAddFeatureForm = z.infer<typeof ZAddFeatureForm>;

/** POST /v4/account/feature/ and /v3/account/feature/: the feature to enable. */
export const ZEnableFeatureInput = z.strictObject({ featureName: ZFeatureName });
export type TEnableFeatureInput = z.infer<typeof ZEnableFeatureInput>;

export const ZEnableFeatureResult = z.object({
  feature: z.enum(FEATURE_KEYS),
  enabled: z.literal(true),
  /** false when it was enabled already: nothing changed */
  changed: z.boolean(),
  message: text(),
});
export type TEnableFeatureResult = z.infer<typeof ZEnableFeatureResult>;

/** POST /v3/accounts/wazo/feature: the UCaaS user; the username is the signed-in user's own. */
export const ZUcaasUserInput = z.strictObject({
  username: text().min(1),
  password: ZUcaasPassword,
});
export type TUcaasUserInput = z.infer<typeof ZUcaasUserInput>;
