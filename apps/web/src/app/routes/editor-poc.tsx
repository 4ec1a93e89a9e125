// @page /editor-poc
import { Stack, Text } from '@mantine/core';
import { TEMPLATE_EDITOR_TEXTS as T, variableClickedText } from '@parley/domain';
import { ContentSegment } from '@/components/layout/content-segment';
import { PageContainer } from '@/components/layout/page-container';
import { SubHeader } from '@/components/layout/sub-header';
import { AnalysisData } from '@/components/template-editor/analysis-data';
import { useTemplateEditorDemo } from '@/components/template-editor/use-template-editor-demo';
import { DemoEditor } from '@/features/editor-demos/demo-editor';
import { useCurrentPage } from '@/lib/page-handle';

/** /editor-poc: the editor with its analysis shown as data (staff only). */
export function Component() {
  const page = useCurrentPage();
  const demo = useTemplateEditorDemo();
  return (
    <PageContainer title={page?.title ?? T.demo.label} width={16}>
      <ContentSegment>
        <Stack gap="md">
          <DemoEditor demo={demo} />
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
