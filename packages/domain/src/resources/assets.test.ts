import { describe, expect, it } from 'vitest';
import { privilegesFor } from '../access/roles';
import { can } from '../access/rules';
import {
  ASSET_ACCEPT,
  ASSET_MAX_BYTES,
  ASSET_NAME_MAX_LENGTH,
  ASSET_READ,
  ASSET_TEXTS,
  ASSET_WRITE,
  ZAssetUpdate,
  ZAssetUploadFields,
  assetNameFromFile,
  assetsResource,
  hasSupportedImageExtension,
  imageExtension,
  isSupportedImageMime,
} from './assets';

const errorsOf = (schema: typeof ZAssetUploadFields | typeof ZAssetUpdate, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('asset texts and limits (doc 000 §5, §8, §9)', () => {
  it('are the spec’s words', () => {
    expect(ASSET_MAX_BYTES).toBe(1_000_000);
    expect(ASSET_TEXTS.nameTaken).toBe(
      'An asset already exists with this name. You can change it here to override the name on upload',
    );
    expect(ASSET_TEXTS.overLimit).toBe(
      'The selected file size is over the 1MB limit. Please select another file.',
    );
    expect(ASSET_TEXTS.noMatches).toBe(
      'No images found matching your search. Please update the search parameter.',
    );
    expect(ASSET_TEXTS.emptyLibrary).toBe(
      'No images found in your asset library. Add an image above to get started',
    );
  });
});

describe('supported image types', () => {
  it('are JPEG, PNG and GIF, by type and by extension', () => {
    for (const mime of ['image/jpeg', 'image/png', 'image/gif'])
      expect(isSupportedImageMime(mime)).toBe(true);
    for (const mime of ['image/svg+xml', 'image/webp', 'text/html', 'image/heic'])
      expect(isSupportedImageMime(mime)).toBe(false);
    for (const name of ['a.png', 'B.JPG', 'c.jpeg', 'd.gif', 'x.y.Png'])
      expect(hasSupportedImageExtension(name)).toBe(true);
    for (const name of ['a.svg', 'b.webp', 'c.html', 'png', '.png', 'd.png.exe', ''])
      expect(hasSupportedImageExtension(name)).toBe(false);
    expect(imageExtension('image/jpeg')).toBe('jpg');
    expect(ASSET_ACCEPT).toContain('.png');
    expect(ASSET_ACCEPT).toContain('image/gif');
  });

  it('prefills a name from a file name, without its folder and extension', () => {
    expect(assetNameFromFile('C:\\pics\\Spring sale.png')).toBe('Spring sale');
    expect(assetNameFromFile('../../etc/passwd.png')).toBe('passwd');
    expect(assetNameFromFile('.hidden')).toBe('.hidden');
    expect(assetNameFromFile(`${'n'.repeat(300)}.gif`)).toHaveLength(ASSET_NAME_MAX_LENGTH);
  });
});

describe('ZAssetUploadFields and ZAssetUpdate', () => {
  it('take a trimmed name, the type mms-image and an optional description', () => {
    expect(ZAssetUploadFields.parse({ name: ' Logo ', type: 'mms-image' })).toEqual({
      name: 'Logo',
      type: 'mms-image',
    });
    expect(ZAssetUpdate.parse({ name: 'Logo' })).toEqual({ name: 'Logo', description: '' });
  });

  it('refuse a blank or over-long name, another type, a long description and unknown fields', () => {
    expect(errorsOf(ZAssetUploadFields, { name: '  ', type: 'mms-image' })).toEqual([
      ['name', ASSET_TEXTS.nameRequired],
    ]);
    expect(errorsOf(ZAssetUploadFields, { name: 'n'.repeat(256), type: 'mms-image' })).toEqual([
      ['name', ASSET_TEXTS.nameTooLong],
    ]);
    expect(errorsOf(ZAssetUploadFields, { name: 'a', type: 'audio' })).toEqual([
      ['type', ASSET_TEXTS.typeUnknown],
    ]);
    expect(errorsOf(ZAssetUpdate, { name: 'a', description: 'd'.repeat(1001) })).toEqual([
      ['description', ASSET_TEXTS.descriptionTooLong],
    ]);
    expect(errorsOf(ZAssetUpdate, { name: 'a', accountSid: 'AC1' })).toHaveLength(1);
  });
});

describe('assetsResource', () => {
  it('reads with asset-read and writes with asset-write: owners, admins, supervisors; not agents', () => {
    expect(assetsResource.access).toEqual({ read: ASSET_READ, write: ASSET_WRITE });
    for (const role of ['acct-owner', 'acct-admin', 'supervisor'])
      expect(can({ privs: privilegesFor([role]) }, ASSET_WRITE), role).toBe(true);
    expect(can({ privs: privilegesFor(['gi-agent']) }, ASSET_READ)).toBe(false);
    expect(assetsResource.list.sort[0]).toBe('name');
    // the create is the multipart upload: no JSON schema a client could send instead
    expect(assetsResource.operations).toContain('create');
    expect(assetsResource.create).toBeUndefined();
  });
});
