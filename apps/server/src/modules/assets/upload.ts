import type { FastifyRequest } from 'fastify';
import {
  ASSET_MAX_BYTES,
  ASSET_TEXTS,
  ASSET_UPLOAD_FIELDS,
  ERROR_CODES,
  ZAssetUploadFields,
  assetUnknownField,
  imageCheckMessage,
  type TAssetUploadFields,
  type TImageMime,
} from '@parley/domain';
import { HttpError, badRequest } from '../../lib/errors';
import { inspectImage } from './image-check';

/**
 * @fastify/multipart's limits for an upload: one file of at most the spec's 1,000,000 bytes
 * (its default is 1,048,576), the three text fields, each at most 8 KB (a 255-character name or a
 * 1,000-character description in any UTF-8 fits), no more parts than those four.
 */
export const UPLOAD_LIMITS = {
  fileSize: ASSET_MAX_BYTES,
  files: 1,
  fields: ASSET_UPLOAD_FIELDS.length,
  parts: ASSET_UPLOAD_FIELDS.length + 1,
  fieldSize: 8 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};

export interface TUpload {
  /** the image as stored: its metadata removed */
  bytes: Buffer;
  mime: TImageMime;
  fields: TAssetUploadFields;
}

const tooLarge = (message: string, field?: string) =>
  new HttpError(413, ERROR_CODES.payloadTooLarge, message, field);
const unsupported = (message: string) =>
  new HttpError(415, ERROR_CODES.unsupportedMediaType, message, 'file');

/** The parser's limit errors, as the envelope says them (never a silent truncation). */
function limitError(err: unknown): HttpError | null {
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(ASSET_TEXTS.overLimit, 'file');
    case 'FST_FILES_LIMIT':
      return tooLarge(ASSET_TEXTS.oneFileOnly, 'file');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return tooLarge(ASSET_TEXTS.tooManyFields);
    case 'FST_PROTO_VIOLATION':
      return badRequest(ASSET_TEXTS.tooManyFields);
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest(ASSET_TEXTS.fileRequired, 'file');
  }
  // busboy's own complaints about a malformed body ("Unexpected end of form", "Malformed part header")
  if (
    err instanceof Error &&
    !(err instanceof HttpError) &&
    /multipart|form|part|boundary/i.test(err.message)
  )
    return badRequest(ASSET_TEXTS.notMultipart);
  return null;
}

/**
 * Reads one upload as it streams: the file into memory (at most 1,000,000 bytes, so nothing is
 * ever written to disk and no temporary file can be left), the text fields as they come, in any
 * order. Then the fields are checked with the form's schema, and the image with the domain's
 * check (type, structure, pixels); the bytes it answers are the image without its metadata.
 */
export async function readUpload(request: FastifyRequest): Promise<TUpload> {
  if (!request.isMultipart()) throw unsupported(ASSET_TEXTS.notMultipart);
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest(assetUnknownField(part.fieldname), part.fieldname);
        }
        bytes = await part.toBuffer();
        // belt and braces: the parser's limit throws above; a truncated stream never passes
        if (part.file.truncated || bytes.length > ASSET_MAX_BYTES)
          throw tooLarge(ASSET_TEXTS.overLimit, 'file');
        continue;
      }
      const name = part.fieldname;
      // `file` sent as text, not as a file: the file is what is missing
      if (name === 'file') throw badRequest(ASSET_TEXTS.fileRequired, 'file');
      if (!(ASSET_UPLOAD_FIELDS as readonly string[]).includes(name))
        throw badRequest(assetUnknownField(name), name);
      if (part.valueTruncated || part.fieldnameTruncated) throw tooLarge(ASSET_TEXTS.fieldTooLong, name);
      if (name in fields) throw badRequest(ASSET_TEXTS.tooManyFields, name);
      fields[name] = String(part.value);
    }
  } catch (err) {
    throw limitError(err) ?? err;
  }
  if (!bytes) throw badRequest(ASSET_TEXTS.fileRequired, 'file');
  if (bytes.length === 0) throw badRequest(ASSET_TEXTS.fileEmpty, 'file');
  const parsed = ZAssetUploadFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(issue.message, issue.path.join('.') || undefined);
  }
  const verdict = await inspectImage(bytes);
  if (!verdict.ok) {
    if (verdict.reason === 'unsupported') throw unsupported(ASSET_TEXTS.unsupportedType);
    // too many pixels is a fault of the file like a damaged one: 400 on the field, while 413
    // stays "fewer bytes" (docs/decisions.md)
    throw badRequest(imageCheckMessage(verdict), 'file');
  }
  return { bytes: verdict.bytes, mime: verdict.mime, fields: parsed.data };
}
