/**
 * The carrier error codes a message can fail or go undelivered with (issue 28's simulated network,
 * issue 29's failures report), Twilio's numbering, which carriers' APIs follow: what each means and
 * what the sender can do about it.
 */
export const CARRIER_ERROR_CODES = ['30003', '30005', '30006', '30007', '30008'] as const;
export type TCarrierErrorCode = (typeof CARRIER_ERROR_CODES)[number];

export const CARRIER_ERRORS: Record<TCarrierErrorCode, { meaning: string; remedy: string }> = {
  '30003': {
    meaning: 'Unreachable destination: the handset is off, out of coverage or cannot take messages now.',
    remedy: 'Try again later; if it keeps failing, confirm the number with the recipient.',
  },
  '30005': {
    meaning: 'Unknown destination: the number does not exist or is no longer in service.',
    remedy: 'Remove or correct the number in your contacts.',
  },
  '30006': {
    meaning: 'Landline or unreachable carrier: the number cannot receive text messages.',
    remedy: 'Reach this contact by voice, or ask for a mobile number.',
  },
  '30007': {
    meaning: 'Filtered by the carrier: the message was blocked as possible spam.',
    remedy: 'Register your sender, avoid link shorteners and all-capital text, and include opt-out wording.',
  },
  '30008': {
    meaning: 'Unknown error: the carrier gave no reason.',
    remedy: 'Try again; if it keeps failing, contact support with the message SID.',
  },
};

export const isCarrierErrorCode = (code: string): code is TCarrierErrorCode =>
  (CARRIER_ERROR_CODES as readonly string[]).includes(code);
