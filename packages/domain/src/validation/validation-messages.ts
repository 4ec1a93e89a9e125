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

/**
 * Our texts for a +1 number in E.164 form that breaks one of doc 001 §5's North American rules:
 * the spec's 'must follow the E.164 format' would be untrue for it (+13125550100 is E.164).
 */
export const NANP_RULE_MESSAGES = {
  areaCodeStart: 'This number’s area code starts with 0 or 1: North American area codes start with 2–9.',
  premiumAreaCode: 'Numbers with area code 900 or 976 are premium-rate lines and are not accepted.',
  exchangeStart:
    'This number’s exchange (the 3 digits after the area code) starts with 0 or 1: exchanges start with 2–9.',
  exchange555:
    'Numbers in the 555 exchange (+1 XXX 555 XXXX) are not accepted: 555 is reserved for fictional and directory numbers.',
  serviceCode: 'This number’s exchange is a service code (211, 311 … 911), not part of a phone number.',
} as const;
