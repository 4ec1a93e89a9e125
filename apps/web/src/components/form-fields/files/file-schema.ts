import { FORM_FIELD_LIMITS, FORM_FIELDS_OUR_TEXT, fillText, formatFileSize } from '@parley/domain';
import { z } from 'zod';

/** Whether a file's name ends with one of the accepted extensions (its type is the server's to judge from the bytes). */
const accepted = (file: File, accept: string) =>
  accept
    .split(',')
    .map((ext) => ext.trim().toLowerCase())
    .some((ext) => (ext.startsWith('.') ? file.name.toLowerCase().endsWith(ext) : file.type === ext));

/**
 * A chosen file as the form checks it (browser only: File is not in domain): one file of the
 * accepted type (doc 001 §5: .csv), not larger than `maxBytes`.
 */
export function fileSchema({
  accept = FORM_FIELD_LIMITS.fileAccept,
  maxBytes = FORM_FIELD_LIMITS.fileMaxBytes,
}: { accept?: string; maxBytes?: number } = {}) {
  return z
    .instanceof(File, { message: FORM_FIELDS_OUR_TEXT.fileRequired })
    .refine((f) => accepted(f, accept), fillText(FORM_FIELDS_OUR_TEXT.fileType, { accept }))
    .refine(
      (f) => f.size <= maxBytes,
      fillText(FORM_FIELDS_OUR_TEXT.fileTooLarge, { size: formatFileSize(maxBytes) }),
    );
}
