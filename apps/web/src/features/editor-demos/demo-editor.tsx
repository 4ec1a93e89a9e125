import { Group, Switch } from '@mantine/core';
import { TEMPLATE_EDITOR_TEXTS as T } from '@parley/domain';
import type { Ref } from 'react';
import { TemplateEditor } from '@/components/template-editor/template-editor';
import type { TTemplateEditorHandle } from '@/components/template-editor/template-editor-api';
import type { useTemplateEditorDemo } from '@/components/template-editor/use-template-editor-demo';

/**
 * What /content and /editor-poc both show first: the editor's two options as switches, then the
 * editor on the demo's state. The pages differ in how they show the analysis under it.
 */
export function DemoEditor({
  demo,
  editorRef,
}: {
  demo: ReturnType<typeof useTemplateEditorDemo>;
  editorRef?: Ref<TTemplateEditorHandle>;
}) {
  return (
    <>
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
    </>
  );
}
