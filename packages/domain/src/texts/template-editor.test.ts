import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGE_RATES, messageCost } from '../features/message-prices';
import { analyzeMessage } from '../messaging/analyze';
import { analysisSummaryText, billedText, billingNoteText, filledLengthText } from './template-editor';

const gsm = (n: number) => 'x'.repeat(n);

describe('what a message is billed as, beside the spec’s limit', () => {
  it('307 GSM characters: 2 parts of the limit, billed as 3 segments, and why', () => {
    const a = analyzeMessage(gsm(307));
    expect([a.parts, a.segments]).toEqual([2, 3]);
    const billed = { kind: 'sms', segments: a.segments } as const;
    expect(billedText(billed, messageCost(billed, DEFAULT_MESSAGE_RATES))).toBe('3 segments · about $0.0237');
    expect(billingNoteText({ mms: false, ...a })).toBe(
      'Billed per segment: 160 characters fit in one, 153 a segment once split; the limit counts parts of 160.',
    );
  });

  it('1,566 GSM characters: 10 of 10 parts (within the limit), billed as 11 segments', () => {
    const a = analyzeMessage(gsm(1566));
    expect(a.error).toBeNull();
    const billed = { kind: 'sms', segments: a.segments } as const;
    expect(analysisSummaryText({ ...a, billed, cost: messageCost(billed, DEFAULT_MESSAGE_RATES) })).toBe(
      'GSM7, 1,566 of 1,600 characters, 10 of 10 parts; billed as 11 segments, about $0.0869.',
    );
  });

  it('with an image: one MMS, whatever the length, and no segments', () => {
    const a = analyzeMessage(gsm(307));
    expect(billedText({ kind: 'mms' }, messageCost({ kind: 'mms' }, DEFAULT_MESSAGE_RATES))).toBe(
      '1 MMS · about $0.0200',
    );
    expect(billingNoteText({ mms: true, ...a })).toBe(
      'An MMS is billed as one message however long its text; the text is still held to the length limit.',
    );
    expect(filledLengthText([12, 15], null)).toBe('12–15 characters');
  });

  it('Latin-1 is held to parts of 140 but billed as Unicode (67 a segment once split)', () => {
    const a = analyzeMessage('ê'.repeat(141));
    expect([a.encoding, a.parts, a.segments]).toEqual(['Latin-1', 2, 3]);
    expect(billingNoteText({ mms: false, ...a })).toBe(
      'Billed per segment, as Unicode: 70 characters fit in one, 67 a segment once split; the limit counts parts of 140.',
    );
    const eightBit = analyzeMessage('ê'.repeat(141), { latin1Carrier: '8bit' });
    expect(billingNoteText({ mms: false, ...eightBit })).toBe(
      'Billed per segment: 140 characters fit in one, 134 a segment once split; the limit counts parts of 140.',
    );
  });

  it('an empty message is 0 segments, with no cost said', () => {
    expect(billedText({ kind: 'sms', segments: 0 }, 0)).toBe('0 segments');
  });
});
