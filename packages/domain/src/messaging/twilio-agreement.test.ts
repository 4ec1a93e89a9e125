// Agreement with Twilio's calculator (npm sms-segments-calculator), which has two encodings, GSM-7 and
// UCS-2, and sends everything that is not GSM-7 as UCS-2. What is compared, message by message:
// - encoding: our GSM7 is its GSM-7; our Latin-1, Unicode and Unidentified are its UCS-2;
// - carrier segments: ours with the default Latin-1 carrier (UCS-2) against its segmentsCount.
// On its own test vectors both must hold for every message. On the seeded corpus the encoding must
// hold for every message and the segment count for every message but those where its grapheme
// splitter (grapheme-splitter 1.0.4, Unicode 10 rules) cuts a segment inside what Unicode 15.1+
// calls one grapheme cluster: a Devanagari conjunct (rule GB9c) or an emoji ZWJ sequence with a
// pictograph it does not know (GB11). There we keep the cluster whole, as Intl.Segmenter does, and
// the test checks that this, and nothing else, explains each difference.
import { SegmentedMessage } from 'sms-segments-calculator';
import { describe, expect, it } from 'vitest';
import { analyzeMessage } from './analyze';
import { generateCorpus } from './fixtures/corpus';
import { TWILIO_EXTRA_VECTORS, TWILIO_VECTORS, type TwilioVector } from './fixtures/twilio-vectors';
import { splitGraphemes } from './grapheme';

const AGREEMENT_SEED = 20261122;
const AGREEMENT_SIZES = [10, 160, 161, 700, 1600] as const;
const AGREEMENT_PER_BUCKET = 40;

const carrierName = (encoding: string) => (encoding === 'GSM7' ? 'GSM-7' : 'UCS-2');
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Where Twilio's segments end, in UTF-16 units, read from its segments' characters. */
function twilioCuts(message: SegmentedMessage): number[] {
  const cuts: number[] = [];
  let at = 0;
  for (const segment of message.segments) {
    for (const item of segment as unknown as readonly { raw?: string; isUserDataHeader?: boolean }[]) {
      if (!item.isUserDataHeader) at += item.raw?.length ?? 0;
    }
    cuts.push(at);
  }
  return cuts;
}

describe.each([
  ['its 51 test vectors', TWILIO_VECTORS],
  ['the messages of its other tests', TWILIO_EXTRA_VECTORS],
])('Twilio calculator: %s', (_name, vectors: readonly TwilioVector[]) => {
  it.each(vectors.map((v) => [v.description, v] as const))('%s', (_description, vector) => {
    const ours = analyzeMessage(vector.body);
    const twilio = new SegmentedMessage(vector.body);
    expect(carrierName(ours.encoding)).toBe(twilio.encodingName);
    expect(ours.segments).toBe(twilio.segmentsCount);
    if (vector.encoding) expect(carrierName(ours.encoding)).toBe(vector.encoding);
    if (vector.segments !== undefined) expect(ours.segments).toBe(vector.segments);
    if (vector.unicodeScalars !== undefined) expect([...vector.body]).toHaveLength(vector.unicodeScalars);
    if (vector.characters !== undefined) {
      // Twilio's characters are septets in GSM-7 and grapheme clusters in UCS-2.
      const characters = ours.encoding === 'GSM7' ? ours.length : splitGraphemes(vector.body).length;
      expect(characters).toBe(vector.characters);
    }
  });
});

it('the main set holds the 51 vectors', () => {
  expect(TWILIO_VECTORS).toHaveLength(51);
});

describe('Twilio calculator: seeded corpus', () => {
  const corpus = generateCorpus(AGREEMENT_SEED, AGREEMENT_SIZES, AGREEMENT_PER_BUCKET);

  it(`agrees on ${corpus.length} messages of every class and size`, () => {
    const wrongEncoding: string[] = [];
    const unexplained: string[] = [];
    const explained: string[] = [];
    const encodings = new Set<string>();
    for (const { cls, size, text } of corpus) {
      const ours = analyzeMessage(text);
      const twilio = new SegmentedMessage(text);
      encodings.add(ours.encoding);
      const label = `${cls} ${size}: ${JSON.stringify(text.slice(0, 40))}`;
      if (carrierName(ours.encoding) !== twilio.encodingName) wrongEncoding.push(label);
      if (ours.segments === twilio.segmentsCount) continue;
      const boundaries = new Set([...segmenter.segment(text)].map((s) => s.index));
      const splitsCluster = twilioCuts(twilio)
        .slice(0, -1)
        .some((cut) => !boundaries.has(cut) && !(text[cut - 1] === '\r' && text[cut] === '\n'));
      (splitsCluster ? explained : unexplained).push(label);
    }
    expect(corpus).toHaveLength(1000);
    expect([...encodings].sort()).toEqual(['GSM7', 'Latin-1', 'Unicode']);
    expect(wrongEncoding).toEqual([]);
    expect(unexplained).toEqual([]);
    // With this seed no segment boundary lands on such a cluster; other seeds find one in a few
    // hundred Devanagari or emoji messages, which the test then requires to be explained as above.
    expect(explained).toEqual([]);
  }, 120_000);
});

describe('Twilio calculator: where it splits what Unicode now calls one grapheme', () => {
  const zh = (n: number) => 'Ж'.repeat(n);
  it.each([
    ['a Devanagari conjunct (GB9c)', zh(65) + '\u0915\u094D\u0937' + zh(66)],
    ['the pirate flag ZWJ sequence (GB11)', zh(64) + '\u{1F3F4}\u200D\u2620\uFE0F' + zh(65)],
  ])('%s: it bills 2 segments by cutting the cluster, we keep it whole and bill 3', (_name, text) => {
    expect(new SegmentedMessage(text).segmentsCount).toBe(2);
    expect(analyzeMessage(text).segments).toBe(3);
    const cluster = [...segmenter.segment(text)].find(
      (s) => s.index <= 67 && 67 < s.index + s.segment.length,
    );
    expect(cluster!.index).toBeLessThan(67);
  });
});
