import { ADD_FEATURE_OUR_TEXT } from '@parley/domain';
import { showToast } from '@/components/toast/show-toast';

const KEY = 'parley_add_feature_notice';

/**
 * The success toast has to outlive the reload that follows it (doc 000 §8, then §4): it is kept
 * in session storage and shown by the header once the page is back.
 */
export function keepEnabledNotice(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // storage refused (private mode quotas): the reload still shows the feature itself
  }
}

export function showKeptEnabledNotice(): void {
  let message: string | null = null;
  try {
    message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (message) showToast({ type: 'success', header: ADD_FEATURE_OUR_TEXT.enabledHeader, content: message });
}
