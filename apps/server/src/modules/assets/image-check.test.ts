import { describe, expect, it } from 'vitest';
import { encodeGif, encodeJpeg, encodePng } from '../../db/seeds/images';
import { inspectImage } from './image-check';

const px = (x: number, y: number) => [(x * 7) % 256, (y * 5) % 256, 90] as const;
const png = encodePng(40, 24, px);
const jpeg = encodeJpeg(40, 24, px);
const gif = encodeGif(16, 8, (x) => [x * 16, 0, 0]);
const script = Buffer.from('<script>alert(document.cookie)</script>');

describe('inspectImage', () => {
  it.each([
    ['PNG', png, 'image/png'],
    ['JPEG', jpeg, 'image/jpeg'],
    ['GIF', gif, 'image/gif'],
  ])('takes a whole %s by its bytes', async (_what, bytes, mime) => {
    expect(await inspectImage(bytes)).toEqual({ ok: true, mime });
  });

  it.each([
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['HTML', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')],
    ['text', Buffer.from('just some text that is called picture.png')],
    ['WebP', Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 ')])],
  ])('refuses %s as unsupported', async (_what, bytes) => {
    expect(await inspectImage(bytes)).toEqual({ ok: false, reason: 'unsupported' });
  });

  it.each([
    ['PNG', png],
    ['JPEG', jpeg],
    ['GIF', gif],
  ])('refuses a %s with a script appended, and one cut short', async (_what, bytes) => {
    expect(await inspectImage(Buffer.concat([bytes, script]))).toEqual({ ok: false, reason: 'trailing' });
    expect(await inspectImage(Buffer.concat([bytes, Buffer.from([0])]))).toEqual({
      ok: false,
      reason: 'trailing',
    });
    expect(await inspectImage(bytes.subarray(0, bytes.length - 3))).toEqual({ ok: false, reason: 'broken' });
  });
});
