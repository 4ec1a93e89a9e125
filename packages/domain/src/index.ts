export * from './api/envelope';
export * from './api/envelope-schemas';
export * from './api/read-answer';
export * from './api/result';
export * from './api/field-errors';
export * from './access/index';
export * from './validation/messages';
export * from './validation/password';
export * from './schemas/ids';
export * from './schemas/auth';
export * from './schemas/login-check';
export * from './schemas/session';
export * from './schemas/config';
export * from './schemas/password-recovery';
export * from './schemas/user';
export * from './validation/patterns';
export * from './validation/text';
export * from './features/feature-keys';
export * from './features/add-feature';
export * from './features/prices';
export * from './features/message-prices';
export * from './timing';
export {
  analyzeMessage,
  type AnalyzeOptions,
  type MessageAnalysis,
  type MessageError,
  type MessageErrorKey,
  type MessageWarning,
  type RenderedLength,
} from './messaging/analyze';
export {
  ENCODING_LIMITS,
  MAX_PARTS,
  detectEncoding,
  measureMessage,
  partsFor,
  type Encoding,
  type Latin1Carrier,
  type MessageMeasure,
} from './messaging/encoding';
export { SEGMENT_SIZES, type CarrierEncoding } from './messaging/segments';
export {
  applyReplacements,
  describeBlame,
  type Blame,
  type BlamedCharacter,
  type Repair,
} from './messaging/blame';
export {
  GSM7_BASIC_CHARS,
  GSM7_EXTENSION_CHARS,
  GSM7_EXTENSION_PATTERN,
  GSM7_PATTERN,
  LATIN1_PATTERN,
} from './messaging/charset';
export { LOOKALIKES } from './messaging/lookalikes';
export { isGraphemeBoundary, splitGraphemes } from './messaging/grapheme';
export * from './messaging/variables';
export * from './resources/index';
export * from './schemas/portal';
export * from './schemas/answers';
export * from './schemas/health';
export * from './catalog/webhook-events';
export * from './catalog/time-zones';
export * from './validation/e164';
export * from './texts/index';
export * from './catalog/catalog-messages';
export * from './catalog/countries';
export * from './catalog/us-states';
export * from './catalog/week-days';
export * from './validation/validation-messages';
export * from './validation/names';
export * from './validation/email';
export * from './validation/url';
export * from './validation/sip';
export * from './validation/idempotency-key';
export * from './validation/json';
export * from './validation/eula';
export * from './validation/sms-charset';
export * from './catalog/softphone-toggles';
export * from './billing/card-expiry';
export * from './billing/billing-labels';
export * from './billing/billing-settings';
export * from './billing/payment-method';
export * from './billing/money';
export * from './billing/ledger';
export * from './billing/card-number';
export * from './billing/funds';
export * from './billing/auto-recharge';
export * from './billing/statements';
export * from './format/currency';
export * from './format/file-size';
export * from './format/date-time';
export * from './ids/time-uuid';
export * from './errors/generic-error';
export * from './images/image-structure';
export * from './images/image-check';
export * from './catalog/numbers';
export * from './catalog/area-codes';
export * from './catalog/stats-window';
export * from './catalog/sms-logs-link';
export * from './messaging/render-template';
export * from './messaging/contact-variables';
export * from './messaging/keywords';
export * from './messaging/carrier-errors';
export * from './csv/csv-line';
