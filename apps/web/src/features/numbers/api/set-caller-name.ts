import { fillPath, type TCallerNameInput } from '@parley/domain';
import { z } from 'zod';
import { apiSendAll, type TApiResult } from '@/lib/api-client';

/** Issue 26's contract: a number's caller name is asked for on its own route. */
export const CALLER_NAME_PATH = '/v3/numbers/{phoneSid}/cnam';

/**
 * `PUT /v3/numbers/{phoneSid}/cnam` with `{ cnam }`: the review starts (pending). Whatever the
 * answer holds is not read: the page reloads the number and the caller names after it.
 */
export const setCallerName = (phoneSid: string, input: TCallerNameInput): Promise<TApiResult<unknown[]>> =>
  apiSendAll('PUT', fillPath(CALLER_NAME_PATH, { phoneSid }), input, z.unknown());
