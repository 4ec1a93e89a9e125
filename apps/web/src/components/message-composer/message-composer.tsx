import { Paper, Stack } from '@mantine/core';
import {
  CONTACT_READ,
  COMPOSER_TEXTS as T,
  PHONE_PREVIEW_DEFAULTS,
  messageRates,
  updateVariableAt,
  type AnalyzeOptions,
  type MessageAnalysis,
  type TContactAttribute,
  type Result,
  type TAsset,
  type TPhoneTarget,
  type TPhoneView,
  type VariableError,
  type VariableInput,
} from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import {
  memo,
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import { TemplateAnalysisPanel } from '@/components/template-editor/analysis-panel';
import { TemplateEditor } from '@/components/template-editor/template-editor';
import type {
  TPlacedVariable,
  TTemplateEditorHandle,
} from '@/components/template-editor/template-editor-api';
import { VariableDialog } from '@/components/variable-dialog/variable-dialog';
import { useCan } from '@/lib/authorization';
import { assetImageSrc } from '@/resources/asset-image';
import { contactAttributesQuery } from '@/resources/contacts';
import { usePriceRatesQuery } from '@/resources/pricing-rates';
import { AttachImage, MessageTypeLine } from './composer-parts';
import { ComposerPreview } from './composer-preview';
import { ComposerToolbar } from './composer-toolbar';
import { variableInsertion } from './insert-variable';
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
  /** a refusal of the attached image (the server's), said under the picker */
  assetError?: string | null;
  /** the image picker's choose button, for a form to focus when the image is refused */
  assetRef?: Ref<HTMLButtonElement>;
  options?: AnalyzeOptions;
  disabled?: boolean;
  /**
   * the phone preview beside the editor; a narrow place (the inbox's reply, issue 30) leaves it
   * out and keeps the counters
   */
  preview?: boolean;
  /** focuses the editor: a form moves focus here when the content is refused */
  ref?: Ref<{ focus: () => void }>;
}

// What a keystroke does not change is memoised (with the callbacks below kept stable), so typing
// re-renders the counters and the preview, not the toolbar, the image picker and the dialog.
const StableVariableDialog = memo(VariableDialog);
const NO_ATTRIBUTES: readonly TContactAttribute[] = [];
const READS_CONTACTS = { rule: CONTACT_READ };

/**
 * The message composer (issue 15): the template editor with its toolbar (insert a variable, an
 * emoji, attach an image), its counters, and the phone preview of the message as it will be sent.
 * With an image attached it is an MMS, billed as one message.
 */
export function MessageComposer({
  value,
  onChange,
  asset,
  onAssetChange,
  onAnalysis,
  label = T.content,
  error,
  assetError,
  assetRef,
  options,
  disabled = false,
  preview = true,
  ref,
}: TMessageComposerProps) {
  const editor = useRef<TTemplateEditorHandle | null>(null);
  useImperativeHandle(ref, () => ({ focus: () => editor.current?.focus() }), []);
  // the latest props, for callbacks that stay the same object from one keystroke to the next
  const latest = useRef({ value, onAssetChange, options });
  useLayoutEffect(() => {
    latest.current = { value, onAssetChange, options };
  });
  const [analysis, setAnalysis] = useState<MessageAnalysis | null>(null);
  // 'Please enter template content.' waits until the editor is left or a save is refused
  const [left, setLeft] = useState(false);
  const onEditorBlur = useCallback(() => setLeft(true), []);
  const handleAnalysis = useCallback(
    (next: MessageAnalysis) => {
      setAnalysis(next);
      onAnalysis?.(next);
    },
    [onAnalysis],
  );

  // the attribute variables offered are the account's contact attributes, for those who may read
  // contacts; others (an inbox agent, issue 30) are offered the custom variable alone
  const attributes = useQuery({ ...contactAttributesQuery(), enabled: useCan(READS_CONTACTS) });
  // the estimate's rates: the price list's, or ours while it loads or when it cannot be read
  const priceList = usePriceRatesQuery();
  const rates = useMemo(() => messageRates(priceList.data ?? []), [priceList.data]);
  const [dialog, setDialog] = useState<{ editing: TPlacedVariable | null } | null>(null);
  const onVariableClick = useCallback((variable: TPlacedVariable) => setDialog({ editing: variable }), []);
  const openInsert = useCallback(() => setDialog({ editing: null }), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const submitVariable = useCallback(
    (input: VariableInput): Result<unknown, VariableError> => {
      const handle = editor.current;
      const chip = dialog?.editing;
      if (chip) {
        // the placeholder is rewritten where it stands; the domain checks it reads back as one
        const edit = updateVariableAt(latest.current.value, chip.from, input);
        if (edit.ok) {
          handle?.replaceRange(chip.from, chip.to, edit.value.text.slice(edit.value.start, edit.value.end));
          // typing goes on after the chip (the dialog leaves the focus to us)
          handle?.focus();
        }
        return edit;
      }
      // at the user's cursor (the end before they put it anywhere), spaced from the words around
      const { value: text, options: current } = latest.current;
      const insertion = variableInsertion(text, handle?.getSelection() ?? null, input, current?.noSpaces);
      if (insertion.ok) {
        handle?.replaceRange(insertion.value.from, insertion.value.to, insertion.value.insert);
        handle?.focus();
      }
      return insertion;
    },
    [dialog],
  );
  const insertEmoji = useCallback((emoji: string) => {
    editor.current?.insertText(emoji);
    editor.current?.focus();
  }, []);
  // the button goes once the text is GSM7, and focus would fall to <body>: it goes back to the text
  const replaceLookalikes = useCallback(() => {
    const saved = editor.current?.replaceLookalikes() ?? null;
    if (saved) editor.current?.focus();
    return saved;
  }, []);
  const changeAsset = useCallback((next: TAsset | null) => latest.current.onAssetChange(next), []);

  const [target, setTarget] = useState<TPhoneTarget>(PHONE_PREVIEW_DEFAULTS.target);
  const [view, setView] = useState<TPhoneView>(PHONE_PREVIEW_DEFAULTS.view);
  const mms = asset !== null;

  return (
    // The dialogs here (variable, image library, upload) are portals of forms of their own: React
    // bubbles their submit through the tree to the page's form around the composer, which would
    // save the template on Insert. No submit of the composer's is the page's.
    <div className={preview ? classes.layout : undefined} onSubmit={(event) => event.stopPropagation()}>
      <Stack gap="sm" className={classes.main}>
        <ComposerToolbar onInsertVariable={openInsert} onEmoji={insertEmoji} disabled={disabled} />
        <TemplateEditor
          ref={editor}
          value={value}
          onChange={onChange}
          onAnalysis={handleAnalysis}
          options={options}
          onVariableClick={onVariableClick}
          attributes={attributes.data}
          onBlur={onEditorBlur}
          label={label}
          placeholder={T.placeholder}
          disabled={disabled}
          error={error}
        />
        <Paper withBorder radius="md" p="sm">
          <Stack gap="xs">
            <MessageTypeLine mms={mms} />
            <TemplateAnalysisPanel
              analysis={analysis}
              onReplaceLookalikes={replaceLookalikes}
              mms={mms}
              rates={rates}
              showRequired={left || Boolean(error)}
            />
          </Stack>
        </Paper>
        <AttachImage
          asset={asset}
          onChange={changeAsset}
          disabled={disabled}
          error={assetError}
          pickerRef={assetRef}
        />
      </Stack>
      {preview ? (
        <div className={classes.preview}>
          {/* Drawn in the keystroke's own render, with the counters: at 1,600 characters the phone
            costs about a millisecond, while a deferred value (tried first) put it a frame later
            (bench:editor, keystroke to counter and preview: median 18 ms deferred, 7 ms not). */}
          <ComposerPreview
            content={value}
            mediaUrl={asset ? assetImageSrc(asset) : undefined}
            target={target}
            view={view}
            onTarget={setTarget}
            onView={setView}
          />
        </div>
      ) : null}
      <StableVariableDialog
        opened={dialog !== null}
        onClose={closeDialog}
        attributes={attributes.data ?? NO_ATTRIBUTES}
        attributesLoading={attributes.isLoading}
        editing={dialog?.editing ?? null}
        onSubmit={submitVariable}
      />
    </div>
  );
}
