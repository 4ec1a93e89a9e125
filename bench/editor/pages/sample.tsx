// The template both bench pages start from: realistic GSM-7 prose with two variables, cut to the
// length asked for (1,600 characters, the GSM-7 maximum, by default). `?sample=unicode` curls the
// apostrophe of one sentence in seven (about five ’ in 1,600 characters), so the message is
// Unicode and every keystroke also re-marks the characters that force it (the blame highlights).
const SENTENCES = [
  'Hi %firstname|there%, your order is ready for pickup at the front desk. ',
  'Bring this code with you: %CODE%. ',
  "We're open from 9am to 6pm, Monday to Saturday. ",
  'Parking is free for the first hour behind the store. ',
  'If you cannot come this week, reply LATER and we will keep it for 7 more days. ',
  'Questions? Call us on 555-0100 or reply to this message. ',
  'Reply STOP to opt out. ',
];

export function sampleTemplate(length: number, unicode: boolean): string {
  let text = '';
  for (let i = 0; text.length < length; i++) {
    const sentence = SENTENCES[i % SENTENCES.length]!;
    text += unicode ? sentence.replace("'", '\u2019') : sentence;
  }
  // a cut through a placeholder would leave an unclosed '%': cut before it instead
  let cut = text.slice(0, length);
  const open = (cut.match(/%/g) ?? []).length % 2 === 1;
  if (open) cut = cut.slice(0, cut.lastIndexOf('%')).padEnd(length, '.');
  return cut;
}

export function pageParams(): { text: string; length: number } {
  const params = new URLSearchParams(location.search);
  const length = Number(params.get('chars') ?? 1600);
  return { text: sampleTemplate(length, params.get('sample') === 'unicode'), length };
}
