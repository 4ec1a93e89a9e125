// @page /billing/statements/:month
import { useParams } from 'react-router';
import { StatementPage } from '@/features/billing/statements/statement-page';

/** /billing/statements/:month: the month is checked by the server (400 for one not begun). */
export function Component() {
  const { month = '' } = useParams();
  return <StatementPage month={month} />;
}
