/**
 * Our texts for the rules of doc 001 §5 that the spec gives no message for (docs/decisions.md
 * lists them). The spec's own messages are in messages.ts.
 */
export const VALIDATION_MESSAGES = {
  sipAddress: 'Must be a valid SIP address, such as sip:alice@pbx.example.com or alice@10.0.0.5:5060.',
  e164International: 'Phone number must follow the E.164 format: + then the country code and number.',
  json: 'Must be valid JSON.',
  gsm7: 'Use only characters of the GSM 7-bit alphabet.',
} as const;
