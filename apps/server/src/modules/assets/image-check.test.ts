import jpegJs from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { checkImageBytes } from '@parley/domain';
import { encodeGif, encodeJpeg, encodePng } from '../../db/seeds/images';
import { inspectImage } from './image-check';
import { exifOrientation } from './strip-metadata';
import { gifWithMetadata, jpegWithMetadata, pngWithMetadata } from './test-uploads';

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
    expect(await inspectImage(bytes)).toMatchObject({ ok: true, mime, bytes });
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

const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));
const stripped = async (bytes: Buffer) => {
  const verdict = await inspectImage(bytes);
  if (!verdict.ok) throw new Error(`refused: ${verdict.reason}`);
  return verdict.bytes;
};
/** the JPEG segments' markers, in order, up to the first scan */
const markers = (bytes: Buffer) => {
  const check = checkImageBytes(bytes);
  if (!check.ok) throw new Error(check.reason);
  return check.structure.parts.map((p) => p.kind);
};

describe('metadata stripped at upload', () => {
  const photo = jpegWithMetadata(jpeg);

  it('takes GPS, camera, XMP, IPTC and comments out of a JPEG, keeping JFIF, ICC, Adobe and the orientation', async () => {
    for (const text of [
      'ParleyPhone',
      'serial 0042',
      'ns.adobe.com/xap',
      'GPSLatitude',
      'FPXR',
      'IPTC',
      'rue de la Paix',
    ])
      expect(has(photo, text), text).toBe(true);
    const out = await stripped(photo);
    for (const text of [
      'ParleyPhone',
      'serial 0042',
      'ns.adobe.com/xap',
      'GPSLatitude',
      'FPXR',
      'IPTC',
      'rue de la Paix',
    ])
      expect(has(out, text), text).toBe(false);
    // JFIF, the orientation alone, the ICC profile, Adobe, then the image's own segments
    expect(markers(out).slice(0, 5)).toEqual(['SOI', 'FFE0', 'FFE1', 'FFE2', 'FFEE']);
    expect(has(out, 'ICC_PROFILE')).toBe(true);
    const exif = out.indexOf('Exif\0\0', 0, 'latin1');
    expect(exifOrientation(out, exif + 6, out.length)).toBe(6);
    // the EXIF left is the 26-byte TIFF of one entry: no GPS pointer (0x8825), no other tag
    expect(out.readUInt16BE(exif - 2)).toBe(2 + 6 + 26);
    expect(out.subarray(exif, exif + 32).includes(Buffer.from([0x88, 0x25]))).toBe(false);
    // nothing but whole segments went: the image data is the original's, byte for byte
    expect(out.subarray(out.length - (jpeg.length - 20))).toEqual(jpeg.subarray(20));
  });

  it('leaves no EXIF at all when the orientation is the default (1)', async () => {
    const out = await stripped(jpegWithMetadata(jpeg, 1));
    expect(has(out, 'Exif')).toBe(false);
    expect(markers(out).slice(0, 4)).toEqual(['SOI', 'FFE0', 'FFE2', 'FFEE']);
  });

  it('decodes to the same pixels after the strip (jpeg-js)', async () => {
    const before = jpegJs.decode(photo, { useTArray: true });
    const after = jpegJs.decode(await stripped(photo), { useTArray: true });
    expect([after.width, after.height]).toEqual([40, 24]);
    expect(Buffer.from(after.data).equals(Buffer.from(before.data))).toBe(true);
  });

  it('takes the text chunks, EXIF and time out of a PNG and gives back the original image', async () => {
    const tagged = pngWithMetadata(png);
    expect(has(tagged, 'Jane Doe') && has(tagged, 'eXIf') && has(tagged, 'tIME')).toBe(true);
    expect((await stripped(tagged)).equals(png)).toBe(true);
  });

  it('takes comments and application data out of a GIF, keeping its loop count', async () => {
    const tagged = gifWithMetadata(gif);
    const out = await stripped(tagged);
    expect(has(out, 'Jane') || has(out, 'XMP DataXMP')).toBe(false);
    expect(has(out, 'NETSCAPE2.0')).toBe(true);
    expect(out.length).toBe(gif.length + 19);
  });

  it('leaves an image without metadata byte for byte as it was', async () => {
    for (const image of [png, jpeg, gif]) expect((await stripped(image)).equals(image)).toBe(true);
  });
});
