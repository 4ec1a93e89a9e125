import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, placeholder as placeholderExtension } from '@codemirror/view';
import { Input } from '@mantine/core';
import {
  memo,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type Ref,
  type RefObject,
} from 'react';
import { TEMPLATE_EDITOR_TEXTS } from '@parley/domain';
import { analysisField, analyzeOptions, externalSync, optionsCompartment } from './analysis-field';
import { templateViewExtensions } from './editor-extensions';
import { replaceLookalikesIn } from './replace-lookalikes';
import type { TTemplateEditorHandle, TTemplateEditorProps } from './template-editor-api';
import { chipAttributes, variableClick } from './variable-chips';

interface TEditorFrameProps {
  label: string;
  error: string | null | undefined;
  labelId: string;
  errorId: string;
  hintId: string;
  hostRef: RefObject<HTMLDivElement | null>;
}

/** The label, the error and the hint around CodeMirror's host: memoised, a keystroke skips it. */
const EditorFrame = memo(function EditorFrame({
  label,
  error,
  labelId,
  errorId,
  hintId,
  hostRef,
}: TEditorFrameProps) {
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <div ref={hostRef} data-testid="template-editor" />
      <span id={hintId} hidden>
        {TEMPLATE_EDITOR_TEXTS.editVariableHint}
      </span>
    </Input.Wrapper>
  );
});

/**
 * The SMS template editor: CodeMirror owns the text (the document is the template, placeholders
 * included), React hears each change and its analysis. Nothing React renders sits between a key
 * and the document. Memoised: a render of the composer that changes none of its props (the
 * deferred preview's) does not reach it.
 */
export const TemplateEditor = memo(function TemplateEditor({
  value,
  onChange,
  onAnalysis,
  options,
  onVariableClick,
  attributes,
  onBlur,
  label,
  placeholder,
  disabled = false,
  error,
  ref,
}: TTemplateEditorProps & { ref?: Ref<TTemplateEditorHandle> }) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const latest = useRef({ onChange, onAnalysis, onVariableClick, onBlur });
  useLayoutEffect(() => {
    latest.current = { onChange, onAnalysis, onVariableClick, onBlur };
  });
  const dynamic = useRef(new Compartment());
  const attributesSlot = useRef(new Compartment());
  // Whether the user has had the cursor in the editor: until then insertions go at the end.
  const placed = useRef(false);

  // One view for the component's life; the props below reach it through transactions.
  useEffect(() => {
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          templateViewExtensions(options),
          dynamic.current.of([]),
          attributesSlot.current.of(chipAttributes.of(attributes ?? null)),
          variableClick.of((variable) => latest.current.onVariableClick?.(variable)),
          EditorView.updateListener.of((update) => {
            if (update.focusChanged) {
              if (update.view.hasFocus) placed.current = true;
              else latest.current.onBlur?.();
            }
            const analysis = update.state.field(analysisField);
            if (update.docChanged && !update.transactions.some((tr) => tr.annotation(externalSync))) {
              latest.current.onChange(update.state.doc.toString());
            }
            if (analysis !== update.startState.field(analysisField)) latest.current.onAnalysis?.(analysis);
          }),
        ],
      }),
    });
    viewRef.current = view;
    latest.current.onAnalysis?.(view.state.field(analysisField));
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The view is made once: value and options are synced by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The controlled value: only a value that differs from the document (set from outside) is applied.
  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current === value) return;
    view.dispatch({
      changes: { from: 0, to: current.length, insert: value },
      annotations: externalSync.of(true),
    });
  }, [value]);

  const noSpaces = options?.noSpaces ?? false;
  const latin1Carrier = options?.latin1Carrier;
  useEffect(() => {
    viewRef.current?.dispatch({
      effects: optionsCompartment.reconfigure(analyzeOptions.of({ noSpaces, latin1Carrier })),
    });
  }, [noSpaces, latin1Carrier]);

  useEffect(() => {
    viewRef.current?.dispatch({
      effects: attributesSlot.current.reconfigure(chipAttributes.of(attributes ?? null)),
    });
  }, [attributes]);

  const invalid = Boolean(error);
  useEffect(() => {
    viewRef.current?.dispatch({
      effects: dynamic.current.reconfigure([
        EditorView.editable.of(!disabled),
        EditorState.readOnly.of(disabled),
        placeholder ? placeholderExtension(placeholder) : [],
        EditorView.contentAttributes.of({
          'aria-labelledby': labelId,
          'aria-describedby': invalid ? `${errorId} ${hintId}` : hintId,
          'aria-invalid': invalid ? 'true' : 'false',
          ...(disabled ? { 'aria-disabled': 'true' } : {}),
        }),
        EditorView.editorAttributes.of({
          'data-error': invalid ? 'true' : 'false',
          'data-disabled': disabled ? 'true' : 'false',
        }),
      ]),
    });
  }, [disabled, placeholder, invalid, labelId, errorId, hintId]);

  useImperativeHandle(
    ref,
    () => ({
      focus() {
        const view = viewRef.current;
        if (!view) return;
        if (!placed.current) view.dispatch({ selection: { anchor: view.state.doc.length } });
        view.focus();
      },
      getSelection() {
        const view = viewRef.current;
        if (!view || !placed.current) return null;
        const { from, to } = view.state.selection.main;
        return { from, to };
      },
      insertText(text) {
        const view = viewRef.current;
        if (!view) return;
        const end = view.state.doc.length;
        view.dispatch(
          placed.current
            ? view.state.replaceSelection(text)
            : { changes: { from: end, insert: text }, selection: { anchor: end + text.length } },
          { userEvent: 'input', scrollIntoView: true },
        );
      },
      replaceRange(from, to, text) {
        const view = viewRef.current;
        if (!view) return;
        // the caret is put after the text on purpose: a focus() that follows must leave it there
        placed.current = true;
        view.dispatch({
          changes: { from, to, insert: text },
          selection: { anchor: from + text.length },
          userEvent: 'input',
          scrollIntoView: true,
        });
      },
      replaceLookalikes() {
        const view = viewRef.current;
        const result = view ? replaceLookalikesIn(view) : null;
        return result && { savedParts: result.savedParts, savedSegments: result.savedSegments };
      },
    }),
    [],
  );

  return (
    <EditorFrame
      label={label}
      error={error}
      labelId={labelId}
      errorId={errorId}
      hintId={hintId}
      hostRef={hostRef}
    />
  );
});
