import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { queryFeedback } from '@/components/toast/query-feedback';
import { ToastHost } from '@/components/toast/toast-host';
import { createQueryClient } from '@/lib/react-query';
import { SessionProvider } from '@/lib/session';
import { BrowserGate } from './browser-gate';
import { ErrorReporting } from './error-reporting';
import { cssVariablesResolver, theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient(queryFeedback));
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <BrowserGate>
        <ToastHost />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <ErrorReporting />
            {children}
          </SessionProvider>
        </QueryClientProvider>
      </BrowserGate>
    </MantineProvider>
  );
}
