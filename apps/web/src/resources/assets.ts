import {
  ASSET_MAX_BYTES,
  ASSET_PATHS,
  ASSET_PICKER_TEXTS,
  ASSET_TEXTS,
  ERROR_CODES,
  ZAsset,
  ZAssetUploadFields,
  assetsResource,
  type TAsset,
} from '@parley/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attempt, withUserToken, type TApiResult } from '@/lib/api-client';
import { createResource } from '@/lib/create-resource';
import { readFirst } from '@/lib/envelope';
import { UnreachableError, type TRawAnswer } from '@/lib/http';

export const assets = createResource(assetsResource);

/** How far an upload has gone: bytes of the request sent so far, of all it will send. */
export interface TUploadProgress {
  sent: number;
  total: number;
}

export interface TUploadOptions {
  onProgress?: (progress: TUploadProgress) => void;
  signal?: AbortSignal;
}

const fileError = (message: string, code: string = ERROR_CODES.validation): TApiResult<never> => ({
  ok: false,
  error: [{ code, message, field: 'file' }],
});

/**
 * A 413 that is not our envelope comes from a proxy's body limit in front of the API: it still
 * means the file is too large, and says so on the file.
 */
function fromAnswer(answer: TRawAnswer): TApiResult<TAsset> {
  const result = readFirst(answer, ZAsset);
  const envelope = typeof answer.body === 'object' && answer.body !== null;
  if (!result.ok && answer.status === 413 && !envelope)
    return fileError(ASSET_TEXTS.overLimit, ERROR_CODES.payloadTooLarge);
  return result;
}

/**
 * One POST of the multipart body by XMLHttpRequest: fetch reports no upload progress. Resolves
 * with the answer; rejects only when none came (UnreachableError) or on abort, as `send` does.
 */
function postWithProgress(
  path: string,
  body: FormData,
  token: string | null,
  { onProgress, signal }: TUploadOptions,
): Promise<TRawAnswer> {
  return new Promise((resolve, reject) => {
    // an Error (a DOMException is not one everywhere), so the Err carries its message
    const abortError = () =>
      Object.assign(new Error(ASSET_PICKER_TEXTS.uploadStopped), { name: 'AbortError' });
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ sent: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      done();
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText) as unknown;
      } catch {
        parsed = undefined;
      }
      resolve({ status: xhr.status, body: parsed });
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new UnreachableError());
    });
    xhr.addEventListener('timeout', () => {
      done();
      reject(new UnreachableError());
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(abortError());
    });
    signal?.addEventListener('abort', onAbort);
    xhr.send(body);
  });
}

/**
 * Uploads an image to the library (doc 000 §5, §7): the file with its name, type 'mms-image' and
 * description, checked first with the route's own schema and limit, so a refusal the server would
 * give is given without sending. Progress is the request's bytes; the user's token is refreshed
 * once on expiry, as for every request. Field errors keep their field (409 → name, 413 → file);
 * an abort is an Err saying the upload was stopped.
 */
export async function uploadAsset(
  file: File,
  fields: { name: string; description?: string },
  options: TUploadOptions = {},
): Promise<TApiResult<TAsset>> {
  if (file.size > ASSET_MAX_BYTES) return fileError(ASSET_TEXTS.overLimit, ERROR_CODES.payloadTooLarge);
  if (file.size === 0) return fileError(ASSET_TEXTS.fileEmpty);
  const checked = ZAssetUploadFields.safeParse({ ...fields, type: 'mms-image' });
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    return {
      ok: false,
      error: [{ code: ERROR_CODES.validation, message: issue.message, field: issue.path.join('.') }],
    };
  }
  const body = new FormData();
  // the text fields first: the server checks them before it reads the file to its end
  body.append('name', checked.data.name);
  body.append('type', checked.data.type);
  if (checked.data.description) body.append('description', checked.data.description);
  body.append('file', file, file.name);
  return attempt(async () =>
    fromAnswer(await withUserToken((token) => postWithProgress(ASSET_PATHS.upload, body, token, options))),
  );
}

/**
 * The upload as a mutation: a new asset refreshes the library's lists. Aborts are the caller's,
 * through `signal`.
 */
export function useUploadAsset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      fields,
      options,
    }: {
      file: File;
      fields: { name: string; description?: string };
      options?: TUploadOptions;
    }) => uploadAsset(file, fields, options),
    onSuccess: async (result) => {
      if (result.ok) await client.invalidateQueries({ queryKey: assets.keys.all });
    },
  });
}
