// bench:editor, the peer: a plain <textarea> with the same work per keystroke — analyzeMessage on
// the whole text, the same counters (TemplateAnalysisPanel) and the same phone preview
// (ComposerPreview, drawn in the same render as the composer draws it). What the composer costs beyond
// this is CodeMirror, the chips and the blame marks.
import '@mantine/core/styles.css';
import { MantineProvider, Stack } from '@mantine/core';
import { PHONE_PREVIEW_DEFAULTS, analyzeMessage, type TPhoneTarget, type TPhoneView } from '@parley/domain';
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { cssVariablesResolver, theme } from '@/app/theme';
import { ComposerPreview } from '@/components/message-composer/composer-preview';
import { TemplateAnalysisPanel } from '@/components/template-editor/analysis-panel';
import { installBenchHooks, whenRendered } from './bench-hooks';
import { pageParams } from './sample';

const { text } = pageParams();

function Page() {
  const [content, setContent] = useState(text);
  const analysis = useMemo(() => analyzeMessage(content), [content]);
  const [target, setTarget] = useState<TPhoneTarget>(PHONE_PREVIEW_DEFAULTS.target);
  const [view, setView] = useState<TPhoneView>(PHONE_PREVIEW_DEFAULTS.view);
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      <Stack gap="sm" style={{ flex: 1 }}>
        {/* plain: no autosize, no wrapper component, the browser's own editing */}
        <label>
          Content
          <textarea
            rows={14}
            style={{ display: 'block', width: '100%' }}
            value={content}
            onChange={(event) => setContent(event.currentTarget.value)}
          />
        </label>
        <TemplateAnalysisPanel analysis={analysis} onReplaceLookalikes={() => null} />
      </Stack>
      <ComposerPreview
        content={content}
        mediaUrl={undefined}
        target={target}
        view={view}
        onTarget={setTarget}
        onView={setView}
      />
    </div>
  );
}

installBenchHooks();
createRoot(document.getElementById('root')!).render(
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
    <Page />
  </MantineProvider>,
);
whenRendered();
