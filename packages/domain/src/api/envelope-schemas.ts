import { z } from 'zod';
import { text } from '../validation/text';

/** One error item of the envelope; `field` names the input the error belongs to. */
export const ZApiError = z.object({
  code: text(),
  message: text(),
  field: text().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.enum(['success', 'error']),
    payload: z.array(item),
    error: z.array(ZApiError),
  });

/** Where a list page says how to go on: the opaque cursor of the next page, or null on the last. */
export const ZPageInfo = z.object({ nextCursor: text().nullable(), limit: z.number().int() });
export type TPageInfo = z.infer<typeof ZPageInfo>;

export const ZPage = <T extends z.ZodType>(item: T) => ZEnvelope(item).extend({ page: ZPageInfo });
