// @page /content
import { Alert, Stack } from '@mantine/core';
import { TEMPLATE_EDITOR_TEXTS as T, variableClickedText } from '@parley/domain';
import { ContentSegment } from '@/components/layout/content-segment';
import { PageContainer } from '@/components/layout/page-container';
import { TemplateAnalysisPanel } from '@/components/template-editor/analysis-panel';
import { useTemplateEditorDemo } from '@/components/template-editor/use-template-editor-demo';
import { DemoEditor } from '@/features/editor-demos/demo-editor';
import { useCurrentPage } from '@/lib/page-handle';
import { useRef } from 'react';
import type { TTemplateEditorHandle } from '@/components/template-editor/template-editor-api';

/** /content: the template editor alone with its analysis panel (staff only). */
export function Component() {
  const page = useCurrentPage();
  const demo = useTemplateEditorDemo();
  const editorRef = useRef<TTemplateEditorHandle>(null);
  return (
    <PageContainer title={page?.title ?? T.demo.label}>
      <ContentSegment>
        <Stack gap="md">
          <DemoEditor demo={demo} editorRef={editorRef} />
          <TemplateAnalysisPanel
            analysis={demo.analysis}
            onReplaceLookalikes={() => {
              // the button goes once the text is GSM7; focus goes back to the text, not to <body>
              const saved = editorRef.current?.replaceLookalikes() ?? null;
              if (saved) editorRef.current?.focus();
              return saved;
            }}
          />
          {demo.clicked && (
            <Alert
              variant="light"
              withCloseButton
              onClose={() => demo.setClicked(null)}
              data-testid="variable-clicked"
            >
              {variableClickedText(demo.clicked.name, demo.clicked.defaultValue)}
            </Alert>
          )}
        </Stack>
      </ContentSegment>
    </PageContainer>
  );
}
