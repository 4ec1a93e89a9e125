import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  COMPOSER_TEXTS as T,
  PHONE_PREVIEW_DEFAULTS,
  normalizeVariable,
  updateVariableAt,
  type AnalyzeOptions,
  type MessageAnalysis,
  type Result,
  type TAsset,
  type TPhoneTarget,
  type TPhoneView,
  type VariableError,
  type VariableInput,
} from '@parley/domain';
import { IconVariable } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { AssetPicker } from '@/components/asset-picker/asset-picker';
import { EmojiButton } from '@/components/emoji-picker/emoji-button';
import { TemplateAnalysisPanel } from '@/components/template-editor/analysis-panel';
import { TemplateEditor } from '@/components/template-editor/template-editor';
import type {
  TPlacedVariable,
  TTemplateEditorHandle,
} from '@/components/template-editor/template-editor-api';
import { VariableDialog } from '@/components/variable-dialog/variable-dialog';
import { contactAttributesQuery } from '@/resources/contacts';
import { ComposerPreview } from './composer-preview';
import classes from './message-composer.module.css';

export interface TMessageComposerProps {
  /** the template as typed, placeholders included (controlled) */
  value: string;
  onChange: (content: string) => void;
  /** the attached image (MMS), or null */
  asset: TAsset | null;
  onAssetChange: (asset: TAsset | null) => void;
  onAnalysis?: (analysis: MessageAnalysis) => void;
  label?: string;
  /** a server's refusal of the content, shown under the editor */
  error?: string | null;
  options?: AnalyzeOptions;
  disabled?: boolean;
  /** focuses the editor: a form moves focus here when the content is refused */
  ref?: Ref<{ focus: () => void }>;
}

/**
 * The message composer (issue 15): the template editor with its toolbar (insert a variable, an
 * emoji, attach an image), its counters, and the phone preview of the message as it will be sent.
 * With an image attached it is an MMS: one message, not split into parts.
 */
export function MessageComposer({
  value,
  onChange,
  asset,
  onAssetChange,
  onAnalysis,
  label = T.content,
  error,
  options,
  disabled = false,
  ref,
}: TMessageComposerProps) {
  const editor = useRef<TTemplateEditorHandle | null>(null);
  useImperativeHandle(ref, () => ({ focus: () => editor.current?.focus() }), []);
  const [analysis, setAnalysis] = useState<MessageAnalysis | null>(null);
  const handleAnalysis = useCallback(
    (next: MessageAnalysis) => {
      setAnalysis(next);
      onAnalysis?.(next);
    },
    [onAnalysis],
  );

  const attributes = useQuery(contactAttributesQuery());
  const [dialog, setDialog] = useState<{ editing: TPlacedVariable | null } | null>(null);
  const onVariableClick = useCallback((variable: TPlacedVariable) => setDialog({ editing: variable }), []);
  const submitVariable = (input: VariableInput): Result<unknown, VariableError> => {
    const handle = editor.current;
    const chip = dialog?.editing;
    if (chip) {
      // the placeholder is rewritten where it stands; the domain checks it reads back as one
      const edit = updateVariableAt(value, chip.from, input);
      if (edit.ok)
        handle?.replaceRange(chip.from, chip.to, edit.value.text.slice(edit.value.start, edit.value.end));
      return edit;
    }
    const placeholder = normalizeVariable(input);
    if (placeholder.ok) handle?.insertText(placeholder.value);
    return placeholder;
  };

  // The preview follows the text at low priority: a keystroke renders the editor and counters
  // first, and the phone when the browser is idle (ComposerPreview is memoised on it).
  const deferred = useDeferredValue(value);
  const [target, setTarget] = useState<TPhoneTarget>(PHONE_PREVIEW_DEFAULTS.target);
  const [view, setView] = useState<TPhoneView>(PHONE_PREVIEW_DEFAULTS.view);
  const mms = asset !== null;

  return (
    // The dialogs here (variable, image library, upload) are portals of forms of their own: React
    // bubbles their submit through the tree to the page's form around the composer, which would
    // save the template on Insert. No submit of the composer's is the page's.
    <div className={classes.layout} onSubmit={(event) => event.stopPropagation()}>
      <Stack gap="sm" className={classes.main}>
        <Group gap="xs" role="toolbar" aria-label={T.toolbar} wrap="wrap">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconVariable size={16} aria-hidden />}
            onClick={() => setDialog({ editing: null })}
            disabled={disabled}
          >
            {T.insertVariable}
          </Button>
          <EmojiButton
            disabled={disabled}
            onPick={(emoji) => {
              editor.current?.insertText(emoji);
              editor.current?.focus();
            }}
          />
        </Group>
        <TemplateEditor
          ref={editor}
          value={value}
          onChange={onChange}
          onAnalysis={handleAnalysis}
          options={options}
          onVariableClick={onVariableClick}
          label={label}
          placeholder={T.placeholder}
          disabled={disabled}
          error={error}
        />
        <Paper withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group gap="xs">
              <Badge variant="filled" color={mms ? 'grape.8' : 'blue.8'} data-testid="message-type">
                {mms ? T.mms : T.sms}
              </Badge>
              {mms ? (
                <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 200 }}>
                  {T.mmsNote}
                </Text>
              ) : null}
            </Group>
            <TemplateAnalysisPanel
              analysis={analysis}
              onReplaceLookalikes={() => editor.current?.replaceLookalikes() ?? null}
            />
          </Stack>
        </Paper>
        <Box>
          <Text size="sm" fw={500} mb={4}>
            {T.attachImage}
          </Text>
          <AssetPicker value={asset} onChange={onAssetChange} disabled={disabled} />
        </Box>
      </Stack>
      <div className={classes.preview}>
        <ComposerPreview
          content={deferred}
          mediaUrl={asset?.publicUrl}
          target={target}
          view={view}
          onTarget={setTarget}
          onView={setView}
        />
      </div>
      <VariableDialog
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        attributes={attributes.data ?? []}
        attributesLoading={attributes.isPending}
        editing={dialog?.editing ?? null}
        onSubmit={submitVariable}
      />
    </div>
  );
}
