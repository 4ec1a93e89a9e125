import { z } from 'zod';
import { rule } from '../access/rules';
import { text } from '../validation/text';
import { defineResource } from './define';
import { ASSET_DELETE_TEXTS } from '../texts/assets-page';
import { formatFileSize } from '../format/file-size';
import { fillText } from '../texts/fill-text';

/** Doc 000 §9: the asset file limit. Exactly 1,000,000 bytes passes; one more is refused. */
export const ASSET_MAX_BYTES = 1_000_000;
export const ASSET_NAME_MAX_LENGTH = 255;
export const ASSET_DESCRIPTION_MAX_LENGTH = 1000;
/** The upload types the spec names (doc 000 §3: type 'mms-image'). */
export const ASSET_UPLOAD_TYPES = ['mms-image'] as const;
export type TAssetUploadType = (typeof ASSET_UPLOAD_TYPES)[number];

/**
 * The spec's texts (doc 000 §5, §8) and ours, each written once for the picker, the /assets page
 * and the upload route.
 */
export const ASSET_TEXTS = {
  // the spec's
  nameTaken: 'An asset already exists with this name. You can change it here to override the name on upload',
  overLimit: 'The selected file size is over the 1MB limit. Please select another file.',
  noMatches: 'No images found matching your search. Please update the search parameter.',
  emptyLibrary: 'No images found in your asset library. Add an image above to get started',
  // ours: the spec says the upload "adds that larger files can be added via the Assets section"
  largerViaAssets: 'Larger files can be added via the Assets section.',
  // a rename is no upload: the spec's nameTaken speaks of the upload's name field (issue 23)
  renameTaken: 'Another asset already has this name. Please choose another name.',
  fileRequired: 'Please select a file.',
  fileEmpty: 'The selected file is empty. Please select another file.',
  unsupportedType: 'This file is not a supported image. Please select a JPEG, PNG or GIF file.',
  trailingData:
    'This image has data after its end (possibly a script appended to it). Please select another file.',
  brokenImage: 'This image file is damaged or incomplete. Please select another file.',
  tooManyPixels:
    'This image is {width} × {height} pixels, more than carriers and phones open (at most {maxSide} pixels a side and {maxMegapixels} megapixels). Please select a smaller image.',
  /** '{max}' uploads a minute per account (ASSET_UPLOADS_PER_MINUTE) */
  uploadRate: 'Too many uploads: your account can add {max} images a minute. Please try again in a minute.',
  /** the account's storage quota (ASSET_QUOTA_BYTES) */
  quotaFull:
    'Your image library is full: {used} of {quota} is in use, and this image is {size}. Please delete images you no longer need, then try again.',
  /** said beside the file field: what the upload removes from the image */
  metadataRemoved:
    'Location (GPS), camera and other details stored in the image are removed when it is uploaded; the picture itself is not changed.',
  nameRequired: 'Please enter a name.',
  nameTooLong: `The name can be at most ${ASSET_NAME_MAX_LENGTH} characters.`,
  descriptionTooLong: `The description can be at most ${ASSET_DESCRIPTION_MAX_LENGTH} characters.`,
  typeUnknown: `The type must be ${ASSET_UPLOAD_TYPES.map((t) => `'${t}'`).join(' or ')}.`,
  oneFileOnly: 'Please upload one file at a time.',
  tooManyFields: 'The upload has fields it does not take: send file, name, type and description only.',
  fieldTooLong: 'A field of the upload is too long.',
  unknownField: "Unknown field '{field}'.",
  notMultipart: 'An upload is sent as multipart/form-data.',
} as const;

/**
 * The one list of image types an asset may be (doc 000 §9: "supported upload extensions come
 * from a shared list whose contents are not shown"). JPEG, PNG and GIF are what MMS carriers
 * transcode; WebP, HEIC, BMP and TIFF are left out because carriers' gateways do not all accept
 * or transcode them (a message would fail on some handsets), and SVG because it can carry
 * script. The type is decided from the bytes on the server; the extensions serve the browser's
 * file chooser only (docs/decisions.md).
 */
export const SUPPORTED_IMAGE_TYPES = [
  { mime: 'image/jpeg', label: 'JPEG', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/png', label: 'PNG', extensions: ['png'] },
  { mime: 'image/gif', label: 'GIF', extensions: ['gif'] },
] as const;
export type TImageMime = (typeof SUPPORTED_IMAGE_TYPES)[number]['mime'];
export const SUPPORTED_IMAGE_MIMES: readonly TImageMime[] = SUPPORTED_IMAGE_TYPES.map((t) => t.mime);
export const SUPPORTED_IMAGE_EXTENSIONS: readonly string[] = SUPPORTED_IMAGE_TYPES.flatMap((t) => [
  ...t.extensions,
]);
/** For `<input type="file" accept>` and the dropzone: the extensions and the types. */
export const ASSET_ACCEPT = [...SUPPORTED_IMAGE_EXTENSIONS.map((e) => `.${e}`), ...SUPPORTED_IMAGE_MIMES];

export const isSupportedImageMime = (mime: string): mime is TImageMime =>
  (SUPPORTED_IMAGE_MIMES as readonly string[]).includes(mime);

/** Whether a file name ends in a supported extension (the browser's first check, doc 000 §5). */
export function hasSupportedImageExtension(filename: string): boolean {
  const dot = filename.lastIndexOf('.');
  return dot > 0 && SUPPORTED_IMAGE_EXTENSIONS.includes(filename.slice(dot + 1).toLowerCase());
}

/** The usual extension of a supported type: public URLs end in it, for gateways that look. */
export function imageExtension(mime: TImageMime): string {
  return SUPPORTED_IMAGE_TYPES.find((t) => t.mime === mime)!.extensions[0];
}

/** A file name without its extension: the picker prefills the asset's name with it. */
export function assetNameFromFile(filename: string): string {
  const base = filename.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim().slice(0, ASSET_NAME_MAX_LENGTH);
}

const ZAssetName = text({ error: ASSET_TEXTS.nameRequired })
  .trim()
  .min(1, ASSET_TEXTS.nameRequired)
  .max(ASSET_NAME_MAX_LENGTH, ASSET_TEXTS.nameTooLong);
const ZAssetDescription = text().trim().max(ASSET_DESCRIPTION_MAX_LENGTH, ASSET_TEXTS.descriptionTooLong);

/**
 * The text fields of an upload (doc 000 §7: name, type 'mms-image', optional description), sent
 * beside the file as multipart/form-data. The form and the route both check them with this.
 */
export const ZAssetUploadFields = z.strictObject({
  name: ZAssetName,
  type: z.enum(ASSET_UPLOAD_TYPES, { error: ASSET_TEXTS.typeUnknown }),
  description: ZAssetDescription.optional(),
});
export type TAssetUploadFields = z.infer<typeof ZAssetUploadFields>;
export const ASSET_UPLOAD_FIELDS = ['name', 'type', 'description'] as const;

/** PUT /v3/assets/{id}: the name and description (the bytes of an asset never change). */
export const ZAssetUpdate = z.strictObject({
  name: ZAssetName,
  description: ZAssetDescription.default(''),
});
export type TAssetUpdate = z.input<typeof ZAssetUpdate>;

/**
 * An asset (doc 000 §3: name, description, size in bytes, publicUrl, type; doc 001 §3 adds
 * modificationDate), with the image type read from its bytes.
 */
export const ZAsset = z.object({
  id: text(),
  name: text(),
  description: text(),
  /** bytes */
  size: z.number().int().nonnegative(),
  type: z.enum(ASSET_UPLOAD_TYPES),
  /** the image type detected from the bytes: what the public URL serves */
  contentType: z.enum(SUPPORTED_IMAGE_MIMES as [TImageMime, ...TImageMime[]]),
  /** fetched without a session (a carrier sending an MMS); unguessable */
  publicUrl: text(),
  /** ISO 8601 */
  created: text(),
  /** ISO 8601 */
  modificationDate: text(),
});
export type TAsset = z.infer<typeof ZAsset>;

/**
 * Reading is the /assets link's privilege (doc 000 §2: asset-read). The spec names none to add
 * or change assets; `asset-write` is ours. Roles grant by exclusion, so owners, admins and
 * supervisors hold it (they write message templates), agents do not (docs/decisions.md).
 */
export const ASSET_READ = rule.all('asset-read');
export const ASSET_WRITE = rule.all('asset-read', 'asset-write');

export const assetsResource = defineResource({
  name: 'assets',
  label: 'asset',
  itemName: (asset) => asset.name,
  path: '/v3/assets',
  idField: 'id',
  idPrefix: 'AS',
  item: ZAsset,
  update: ZAssetUpdate,
  access: { read: ASSET_READ, write: ASSET_WRITE },
  // create is POST /v3/assets as multipart/form-data: the kit's create with the module's body
  // (CreateOverride in modules/assets), so no JSON create schema and no create example
  operations: ['list', 'get', 'create', 'update', 'delete'],
  deleteTexts: ASSET_DELETE_TEXTS,
  list: {
    // doc 000 §9: results sorted by name
    sort: ['name', 'modificationDate', 'size'],
    limit: { default: 100, max: 500 },
    // doc 000 §9: case-insensitive on name
    search: true,
  },
  examples: {
    update: { name: 'Spring sale banner (2026)', description: 'The banner of the spring campaign' },
  },
});

export const ASSET_PATHS = {
  /** POST, multipart/form-data: file, name, type, description */
  upload: '/v3/assets',
  /** GET and HEAD without a session: `/media/{token}.{ext}` */
  publicPrefix: '/media/',
} as const;

/** 'Unknown field 'x'.' for an upload field the route does not take. */
export const assetUnknownField = (field: string) => fillText(ASSET_TEXTS.unknownField, { field });

/** 'Too many uploads: your account can add 20 images a minute…' */
export const assetUploadRateText = (max: number) => fillText(ASSET_TEXTS.uploadRate, { max });

/** 'Your image library is full: 99.8 MB of 100 MB is in use, and this image is 412 KB…' */
export const assetQuotaFullText = (used: number, quota: number, size: number) =>
  fillText(ASSET_TEXTS.quotaFull, {
    used: formatFileSize(used),
    quota: formatFileSize(quota),
    size: formatFileSize(size),
  });
