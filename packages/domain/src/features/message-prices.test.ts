import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_RATES, MESSAGE_RATE_LOOKUPS, messageCost, messageRates } from './message-prices';

describe('message prices', () => {
  it('are ours until the price list carries them, each on its own', () => {
    expect(messageRates([])).toEqual(DEFAULT_MESSAGE_RATES);
    expect(messageRates([{ lookup: 'parley-feature-chatbot', rate: 30 }])).toEqual(DEFAULT_MESSAGE_RATES);
    expect(messageRates([{ lookup: MESSAGE_RATE_LOOKUPS.sms, rate: 0.0083 }])).toEqual({
      sms: 0.0083,
      mms: DEFAULT_MESSAGE_RATES.mms,
    });
    expect(messageRates([{ lookup: 'acme-message-mms', rate: 0.022 }]).mms).toBe(0.022);
  });

  it('bill an SMS per segment and an MMS as one message, in exact ten-thousandths', () => {
    const rates = { sms: 0.0079, mms: 0.02 };
    expect(messageCost({ kind: 'sms', segments: 3 }, rates)).toBe(0.0237);
    expect(messageCost({ kind: 'sms', segments: 11 }, rates)).toBe(0.0869);
    expect(messageCost({ kind: 'sms', segments: 0 }, rates)).toBe(0);
    expect(messageCost({ kind: 'mms' }, rates)).toBe(0.02);
  });
});
