import { MESSAGES } from '@parley/domain';
import { requestErrorMessage, type TRequestError } from '@/lib/envelope';
import type { TFeedback } from '@/lib/react-query';
import { showToast } from './show-toast';

function detailLines(detail: TRequestError): string[] {
  if (typeof detail === 'string') return [requestErrorMessage(detail)];
  const lines = detail.map((e) => e.message).filter(Boolean);
  return lines.length > 0 ? [...new Set(lines)] : [requestErrorMessage(detail)];
}

/** Doc 001 §8's generic handler: a toast headed 'Error', the caller's sentence, what went wrong under it. */
export function showFailureToast(message: string, detail?: TRequestError): string {
  const list = detail === undefined ? [] : detailLines(detail);
  return showToast({ type: 'error', header: MESSAGES.errorHeader, content: message, list });
}

/** What the query cache shows for `meta` (lib/react-query.ts). */
export const queryFeedback: TFeedback = {
  error: showFailureToast,
  success: (message) =>
    showToast(
      typeof message === 'string'
        ? { type: 'success', header: MESSAGES.configSuccess, content: message }
        : { type: 'success', ...message },
    ),
  log: (message) => console.warn(message),
};
