// @page /tracking/number/available
import { Navigate } from 'react-router';
import { TRACKING_SEARCH_PATH } from '@/features/numbers/paths';

/**
 * /tracking/number/available, where the tracking redirect of doc 000 §2 sends the user once: the
 * numbers for sale are bought on /purchase-numbers, so it lands there with the search filled in
 * and run (replacing this address, so Back does not bounce).
 */
export function Component() {
  return <Navigate replace to={TRACKING_SEARCH_PATH} />;
}
