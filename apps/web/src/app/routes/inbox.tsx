// @page /inbox
import { useLocation } from 'react-router';
import {
  ADD_FEATURE_ACCESS,
  ENABLE_FEATURE_PARAM,
} from '@/features/add-feature/components/add-feature-trigger';
import { InboxPage } from '@/features/inbox/components/inbox-page';
import { useCan } from '@/lib/authorization';

/**
 * /inbox (issue 30): the route guard has checked the Inbox link's rule (INBOX_ACCESS), as the API
 * does; an account whose inbox was turned off since sign-in is told by the server's 403, with the
 * way to Add Feature for those who may (doc 000 §2's `?enableFeature=`).
 */
export function Component() {
  const mayEnable = useCan(ADD_FEATURE_ACCESS);
  const { pathname } = useLocation();
  return <InboxPage enableFeatureHref={mayEnable ? `${pathname}?${ENABLE_FEATURE_PARAM}=inbox` : null} />;
}
