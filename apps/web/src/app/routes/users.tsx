// @page /users/:accountId
import { useParams } from 'react-router';
import { UsersPage } from '@/features/users/components/users-page';

/** /users/{accountId}: the route guard has checked the privilege and that the account is the caller's. */
export function Component() {
  const { accountId = '' } = useParams();
  return <UsersPage accountId={accountId} />;
}
