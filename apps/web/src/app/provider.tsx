import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { queryFeedback } from '@/components/toast/query-feedback';
import { ToastHost } from '@/components/toast/toast-host';
import { createQueryClient } from '@/lib/react-query';
import { SessionProvider } from '@/lib/session';
import { BrowserGate } from './browser-gate';
import { ErrorReporting } from './error-reporting';
import { prefetchFirstPage } from './first-page-prefetch';
import { cssVariablesResolver, theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient(queryFeedback));
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* US calendars: weeks start on Sunday (the week-day flags of doc 001 §3 start there too) */}
      <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 0, weekendDays: [0, 6] }}>
        <BrowserGate>
          <ToastHost />
          <QueryClientProvider client={queryClient}>
            <SessionProvider onSignInStart={prefetchFirstPage}>
              <ErrorReporting />
              {children}
            </SessionProvider>
          </QueryClientProvider>
        </BrowserGate>
      </DatesProvider>
    </MantineProvider>
  );
}
