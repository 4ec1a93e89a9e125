import {
  ASSET_ACCEPT,
  ASSET_MAX_BYTES,
  ASSET_TEXTS,
  ZAssetUploadFields,
  hasSupportedImageExtension,
  imageCheckMessage,
} from '@parley/domain';
import { z } from 'zod';
import { checkImageFile } from './image-file-check';

/** The file chooser's accept: the domain's one list of supported extensions and types. */
export const ASSET_ACCEPT_ATTRIBUTE = ASSET_ACCEPT.join(',');

/**
 * The Add image form (doc 000 §5): one file of a supported extension, not empty, at most
 * 1,000,000 bytes, whose bytes pass the domain's image check (a supported type by its magic
 * numbers, whole, within the pixel limits), beside the upload route's own name and description
 * rules (the type is always 'mms-image'). The route checks the same again.
 */
export const ZAssetUploadForm = z.object({
  file: z
    .instanceof(File, { message: ASSET_TEXTS.fileRequired })
    .refine((file) => hasSupportedImageExtension(file.name), ASSET_TEXTS.unsupportedType)
    .refine((file) => file.size > 0, ASSET_TEXTS.fileEmpty)
    .refine((file) => file.size <= ASSET_MAX_BYTES, ASSET_TEXTS.overLimit)
    .superRefine(async (file, ctx) => {
      const check = await checkImageFile(file);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: imageCheckMessage(check) });
    }),
  name: ZAssetUploadFields.shape.name,
  description: ZAssetUploadFields.shape.description,
});
export type TAssetUploadFormValues = z.input<typeof ZAssetUploadForm>;

export const EMPTY_UPLOAD: TAssetUploadFormValues = {
  file: null as unknown as File,
  name: '',
  description: '',
};
