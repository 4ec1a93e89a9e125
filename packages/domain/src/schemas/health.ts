import { z } from 'zod';

/** GET /healthz: the process answers. */
export const ZLiveness = z.object({ status: z.literal('ok') });

/** GET /readyz: the database answers too (a 503 otherwise). */
export const ZReadiness = z.object({ status: z.literal('ready') });
