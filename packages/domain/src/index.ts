export * from './api/envelope';
export * from './api/envelope-schemas';
export * from './api/read-answer';
export * from './api/result';
export * from './api/field-errors';
export * from './access/privileges';
export * from './access/roles';
export * from './access/rules';
export * from './access/templates';
export * from './access/breaks';
export * from './access/dispositions';
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
export * from './resources/define';
export * from './resources/bulk';
export * from './resources/define-endpoint';
export * from './resources/config-endpoints';
export * from './resources/users';
export * from './schemas/portal';
export * from './schemas/answers';
export * from './schemas/health';
export * from './catalog/webhook-events';
export * from './resources/webhooks';
export * from './resources/breaks';
export * from './resources/dispositions';
export * from './catalog/time-zones';
export * from './resources/time-zones';
export * from './resources/workgroups';
export * from './validation/e164';
export * from './resources/contact-attributes';
export * from './resources/contact-search';
export * from './resources/contacts';
export * from './resources/contact-form';
export * from './texts/data-table';
export * from './texts/resource-changes';
export * from './texts/fill-text';
export * from './texts/pickers';
export * from './texts/new-contact-number';
export * from './texts/form-fields';
export * from './texts/phone-preview';
export * from './texts/layout';
export * from './texts/csv-export';
export * from './texts/contacts-page';
export * from './texts/delete-texts';
export * from './texts/expandable-table';
export * from './texts/table-actions';
export * from './texts/users-page';
export * from './texts/webhooks-page';
export * from './texts/breaks-page';
export * from './texts/dispositions-page';
export * from './catalog/catalog-messages';
export * from './catalog/countries';
export * from './catalog/us-states';
export * from './catalog/week-days';
export * from './validation/validation-messages';
export * from './validation/names';
export * from './validation/email';
export * from './validation/url';
export * from './validation/sip';
export * from './validation/json';
export * from './validation/eula';
export * from './validation/sms-charset';
export * from './catalog/softphone-toggles';
export * from './billing/card-expiry';
export * from './billing/billing-labels';
export * from './billing/billing-settings';
export * from './billing/payment-method';
export * from './format/currency';
export * from './format/file-size';
export * from './format/date-time';
export * from './ids/time-uuid';
export * from './errors/generic-error';
export * from './resources/assets';
export * from './images/image-structure';
export * from './images/image-check';
export * from './catalog/numbers';
export * from './catalog/stats-window';
export * from './texts/asset-picker';
export * from './texts/assets-page';
export * from './texts/image-shrink';
export * from './texts/template-editor';
export * from './texts/templates';
export * from './resources/templates';
export * from './texts/message-composer';
export * from './messaging/render-template';
export * from './messaging/contact-variables';
export * from './texts/getting-started';
export * from './texts/navigation';
