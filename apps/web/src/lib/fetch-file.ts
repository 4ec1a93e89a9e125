import { Err, Ok } from '@parley/domain';
import { attempt, withUserToken, type TApiResult } from './api-client';
import { readRefusal } from './envelope';

/**
 * A file the API answers (a finished export's CSV) with the user's token, refreshed once if it
 * has expired, as every API call is: a plain link could not send `Authorization`. A refusal is
 * read from its envelope, so it says what the server said.
 */
export async function fetchFile(path: string, signal?: AbortSignal): Promise<TApiResult<Blob>> {
  return attempt(async () => {
    const got: { file?: Blob } = {};
    const answer = await withUserToken(async (token) => {
      const response = await fetch(path, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        credentials: 'same-origin',
        ...(signal ? { signal } : {}),
      });
      if (response.ok) {
        got.file = await response.blob();
        return { status: response.status, body: undefined };
      }
      return { status: response.status, body: await response.json().catch(() => undefined) };
    });
    return got.file ? Ok(got.file) : Err(readRefusal(answer));
  });
}
