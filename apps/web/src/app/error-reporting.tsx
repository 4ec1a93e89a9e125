import { useEffect } from 'react';
import { usePortalConfig } from '@/resources/portal-config';
import { setReportingUser, startErrorReporting } from '@/lib/error-reporting';
import { useSession } from '@/lib/session';

/** Starts error reporting when the server configures a DSN, and keeps the user's tags current. */
export function ErrorReporting() {
  const config = usePortalConfig();
  const { session } = useSession();
  const dsn = config.data?.sentryDsn;
  const release = config.data?.version ?? '';
  const { clientId, accountId, username } = session ?? {};

  useEffect(() => {
    if (dsn) startErrorReporting(dsn, release);
  }, [dsn, release]);

  useEffect(() => {
    setReportingUser(clientId && accountId && username ? { clientId, accountId, username } : null);
  }, [dsn, clientId, accountId, username]);

  return null;
}
