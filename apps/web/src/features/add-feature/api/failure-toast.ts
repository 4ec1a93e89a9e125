import { ADD_FEATURE_TEXT } from '@parley/domain';
import { showToast } from '@/components/toast/show-toast';
import { requestErrorMessage, type TRequestError } from '@/lib/envelope';

/**
 * Doc 000 §8: a toast titled 'Error' with the spec's sentence, and the detail under it. The
 * detail is the server's words (or the request's failure) so the user learns what to fix.
 */
export function showFailureToast(message: string, detail?: TRequestError): string {
  const details = detail === undefined ? [] : detailLines(detail);
  return showToast({ type: 'error', header: ADD_FEATURE_TEXT.errorTitle, content: message, list: details });
}

function detailLines(detail: TRequestError): string[] {
  if (typeof detail === 'string') return [requestErrorMessage(detail)];
  const lines = detail.map((e) => e.message).filter(Boolean);
  return lines.length > 0 ? [...new Set(lines)] : [requestErrorMessage(detail)];
}
