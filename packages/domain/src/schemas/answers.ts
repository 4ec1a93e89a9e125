import { z } from 'zod';
import { text } from '../validation/text';

/*
 * What the routes that are not resources answer: the server declares them as its response
 * schemas (so /docs shows them) and the browser checks answers against the same ones.
 */

/** POST /v3/auth/password */
export const ZPasswordChanged = z.object({ changed: z.literal(true) });
/** POST /v3/auth/logout */
export const ZLoggedOut = z.object({ loggedOut: z.literal(true) });
/** POST /v3/auth/password/forgot: the same answer whether the user exists or not */
export const ZRecoveryRequested = z.object({ sent: z.literal(true), message: text() });
/** POST /v3/auth/password/reset */
export const ZPasswordReset = z.object({ reset: z.literal(true), message: text() });
/** POST /v3/accounts/wazo/feature */
export const ZUcaasUserCreated = z.object({ username: text(), created: z.boolean() });
/** DELETE of configuration entries: how many went */
export const ZDeletedCount = z.object({ deleted: z.number().int().nonnegative() });
