// bench:editor, the product's side: the real MessageComposer (the template editor, its counters and
// the phone preview, as /add-message mounts it), in the app's theme, on a 1,600-character template.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import type { TAsset } from '@parley/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, theme } from '@/app/theme';
import { MessageComposer } from '@/components/message-composer/message-composer';
import { contactAttributesQuery } from '@/resources/contacts';
import { installBenchHooks, whenRendered } from './bench-hooks';
import { pageParams } from './sample';

const { text } = pageParams();
// no API server here: the variable dialog's attribute list is answered before it is asked for
const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
client.setQueryData(contactAttributesQuery().queryKey, []);

function Page() {
  const [content, setContent] = useState(text);
  const [asset, setAsset] = useState<TAsset | null>(null);
  return <MessageComposer value={content} onChange={setContent} asset={asset} onAssetChange={setAsset} />;
}

installBenchHooks();
createRoot(document.getElementById('root')!).render(
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>
  </MantineProvider>,
);
whenRendered();
