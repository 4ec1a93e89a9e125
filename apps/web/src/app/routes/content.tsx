import { Alert, Group, Stack, Switch } from '@mantine/core';
import { TEMPLATE_EDITOR_TEXTS as T, variableClickedText } from '@parley/domain';
import { ContentSegment } from '@/components/layout/content-segment';
import { PageContainer } from '@/components/layout/page-container';
import { TemplateAnalysisPanel } from '@/components/template-editor/analysis-panel';
import { TemplateEditor } from '@/components/template-editor/template-editor';
import { useTemplateEditorDemo } from '@/components/template-editor/use-template-editor-demo';
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
          <Group gap="lg">
            <Switch
              label={T.demo.noSpaces}
              checked={demo.noSpaces}
              onChange={(e) => demo.setNoSpaces(e.currentTarget.checked)}
            />
            <Switch
              label={T.demo.latin1EightBit}
              checked={demo.eightBit}
              onChange={(e) => demo.setEightBit(e.currentTarget.checked)}
            />
          </Group>
          <TemplateEditor
            ref={editorRef}
            label={T.demo.label}
            placeholder={T.demo.placeholder}
            value={demo.content}
            onChange={demo.setContent}
            onAnalysis={demo.setAnalysis}
            options={demo.options}
            onVariableClick={demo.setClicked}
          />
          <TemplateAnalysisPanel
            analysis={demo.analysis}
            onReplaceLookalikes={() => editorRef.current?.replaceLookalikes() ?? null}
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
