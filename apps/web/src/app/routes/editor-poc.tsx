import { Group, Stack, Switch, Text } from '@mantine/core';
import { TEMPLATE_EDITOR_TEXTS as T, variableClickedText } from '@parley/domain';
import { ContentSegment } from '@/components/layout/content-segment';
import { PageContainer } from '@/components/layout/page-container';
import { SubHeader } from '@/components/layout/sub-header';
import { AnalysisData } from '@/components/template-editor/analysis-data';
import { TemplateEditor } from '@/components/template-editor/template-editor';
import { useTemplateEditorDemo } from '@/components/template-editor/use-template-editor-demo';
import { useCurrentPage } from '@/lib/page-handle';
import { useRef } from 'react';
import type { TTemplateEditorHandle } from '@/components/template-editor/template-editor-api';

/** /editor-poc: the editor with its analysis shown as data (staff only). */
export function Component() {
  const page = useCurrentPage();
  const demo = useTemplateEditorDemo();
  const editorRef = useRef<TTemplateEditorHandle>(null);
  return (
    <PageContainer title={page?.title ?? T.demo.label} width={16}>
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
          {demo.clicked && (
            <Text size="sm" data-testid="variable-clicked">
              {variableClickedText(demo.clicked.name, demo.clicked.defaultValue)}
            </Text>
          )}
        </Stack>
      </ContentSegment>
      <ContentSegment aria-label={T.demo.analysis}>
        <Stack gap="sm">
          <SubHeader title={T.demo.analysis} />
          <AnalysisData analysis={demo.analysis} label={T.demo.analysis} />
        </Stack>
      </ContentSegment>
    </PageContainer>
  );
}
