import { act, screen, waitFor } from '@testing-library/react';
import {
  OUR_MESSAGES,
  contactAttributes,
  customVariableNote,
  type MessageAnalysis,
  type TContactAttribute,
} from '@parley/domain';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { TemplateAnalysisPanel } from './analysis-panel';
import { TemplateEditor } from './template-editor';
import { stubRangeRects } from './jsdom-ranges';

stubRangeRects();
import type { TPlacedVariable, TTemplateEditorHandle } from './template-editor-api';

interface THarness {
  handle: TTemplateEditorHandle | null;
  content: string;
  analysis: MessageAnalysis | null;
}

function renderEditor(
  initial: string,
  props: {
    noSpaces?: boolean;
    onVariableClick?: (v: TPlacedVariable) => void;
    error?: string;
    disabled?: boolean;
    attributes?: readonly TContactAttribute[];
  } = {},
) {
  const harness: THarness = { handle: null, content: initial, analysis: null };
  function Host() {
    const ref = useRef<TTemplateEditorHandle>(null);
    const [content, setContent] = useState(initial);
    const [analysis, setAnalysis] = useState<MessageAnalysis | null>(null);
    harness.content = content;
    harness.analysis = analysis;
    return (
      <>
        <TemplateEditor
          ref={(h) => {
            ref.current = h;
            harness.handle = h;
          }}
          label="Template content"
          placeholder="Type here"
          value={content}
          onChange={setContent}
          onAnalysis={setAnalysis}
          options={{ noSpaces: props.noSpaces }}
          onVariableClick={props.onVariableClick}
          error={props.error}
          disabled={props.disabled}
          attributes={props.attributes}
        />
        <TemplateAnalysisPanel
          analysis={analysis}
          onReplaceLookalikes={() => ref.current?.replaceLookalikes() ?? null}
        />
      </>
    );
  }
  const result = renderWithProviders(<Host />);
  return { ...result, harness };
}

describe('the template editor', () => {
  it('shows the text, its chips and the counters; axe-clean', async () => {
    const { harness } = renderEditor('Hi %FIRST_NAME|there%, see you soon');
    expect(
      await screen.findByRole('img', { name: 'Variable FIRST_NAME, default there' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Template content' })).toBeInTheDocument();
    expect(screen.getByTestId('encoding')).toHaveTextContent('GSM7');
    expect(screen.getByTestId('characters')).toHaveTextContent('36 / 1,600');
    expect(screen.getByTestId('parts')).toHaveTextContent('1 / 10');
    expect(screen.getByTestId('filled')).toHaveTextContent('17–22 characters, 1 segment');
    expect(harness.analysis?.template.variables).toHaveLength(1);
    await expectNoAxeViolations(document.body, 'the editor with its panel');
  });

  it('tells a chip that reads a contact attribute (any case) from a custom one, which is marked', async () => {
    renderEditor('Hi %FIRSTNAME|there%, order %ORDER_NUMBER% is ready', {
      attributes: contactAttributes('[]'),
    });
    const contact = await screen.findByRole('img', {
      name: 'Variable FIRSTNAME, default there: the contact’s First name',
    });
    const custom = screen.getByRole('img', {
      name: 'Variable ORDER_NUMBER, no default: not a contact attribute',
    });
    expect(contact).not.toHaveClass('cm-variable-chip-custom');
    expect(custom).toHaveClass('cm-variable-chip-custom');
    expect(custom.title).toContain(customVariableNote(undefined));
    await expectNoAxeViolations(document.body, 'the marked chips');
  });

  it('inserts through the handle at the end of the text before the cursor was put anywhere', async () => {
    const { harness } = renderEditor('Hello');
    expect(harness.handle!.getSelection()).toBeNull();
    act(() => harness.handle!.insertText(' %NAME%'));
    await waitFor(() => expect(harness.content).toBe('Hello %NAME%'));
    expect(screen.getByRole('img', { name: 'Variable NAME, no default' })).toBeInTheDocument();
    // still not placed: the next insertion follows the first
    act(() => harness.handle!.insertText('!'));
    await waitFor(() => expect(harness.content).toBe('Hello %NAME%!'));
  });

  it("once focused, reports the user's selection and inserts there", async () => {
    const { user, harness } = renderEditor('Hello');
    const box = await screen.findByRole('textbox', { name: 'Template content' });
    act(() => box.focus());
    await waitFor(() => expect(harness.handle!.getSelection()).toEqual({ from: 0, to: 0 }));
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    await waitFor(() => expect(harness.handle!.getSelection()).toEqual({ from: 0, to: 2 }));
    act(() => harness.handle!.insertText('J'));
    await waitFor(() => expect(harness.content).toBe('Jllo'));
  });

  it("the handle's first focus puts the caret at the end", async () => {
    const { harness } = renderEditor('Hello');
    await screen.findByRole('textbox', { name: 'Template content' });
    act(() => harness.handle!.focus());
    await waitFor(() => expect(harness.handle!.getSelection()).toEqual({ from: 5, to: 5 }));
  });

  it('refuses spaces with the no-spaces option, through the handle too', async () => {
    const { harness } = renderEditor('ab', { noSpaces: true });
    act(() => harness.handle!.insertText('x y z'));
    await waitFor(() => expect(harness.content).toBe('abxyz'));
  });

  it("says 'Please enter template content.' when empty, and the maximum length when over", async () => {
    const { harness } = renderEditor('');
    expect(await screen.findByTestId('error-required')).toHaveTextContent('Please enter template content.');
    act(() => harness.handle!.insertText('’'.repeat(701)));
    expect(await screen.findByTestId('error-maxLength')).toHaveTextContent(
      'Maximum length for Unicode exceeded.',
    );
    expect(screen.getByTestId('characters')).toHaveTextContent('701 / 700');
  });

  it("says 'Please enter a variable name.' for a variable written without one, and marks where", async () => {
    renderEditor('Hi %|friend%, and %|you%');
    expect(await screen.findByTestId('error-variableName')).toHaveTextContent(
      'Please enter a variable name.',
    );
    // each nameless variable is marked as the '%' warnings are, its tooltip the error's message
    const marked = document.querySelectorAll('.cm-template-issue');
    expect([...marked].map((m) => m.textContent)).toEqual(['%|friend%', '%|you%']);
    for (const m of marked) expect(m).toHaveAttribute('title', OUR_MESSAGES.variableNameRequired);
  });

  it('replaces look-alikes and says what it saved', async () => {
    const text = `We’re “open” — ${'x'.repeat(130)}`;
    const { user, harness } = renderEditor(text);
    expect(await screen.findByTestId('encoding')).toHaveTextContent('Unicode');
    expect(screen.getByText('4 characters force Unicode.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Replace look-alikes' }));
    await waitFor(() => expect(harness.content).toBe(`We're "open" - ${'x'.repeat(130)}`));
    expect(screen.getByTestId('replaced')).toHaveTextContent('Replaced 4 characters: 3 segments → 1');
    expect(screen.getByTestId('encoding')).toHaveTextContent('GSM7');
  });

  it('tells the composer which variable was clicked', async () => {
    const onVariableClick = vi.fn();
    const { user } = renderEditor('Hi %NAME|Sam%!', { onVariableClick });
    await user.pointer({ keys: '[MouseLeft]', target: await screen.findByRole('img', { name: /NAME/ }) });
    expect(onVariableClick).toHaveBeenCalledWith({ from: 3, to: 13, name: 'NAME', defaultValue: 'Sam' });
  });

  it('shows the error and the disabled state', async () => {
    renderEditor('Hi', { error: 'Something is wrong', disabled: true });
    const box = await screen.findByRole('textbox', { name: 'Template content' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('contenteditable', 'false');
    expect(box).toHaveAccessibleDescription(/Something is wrong/);
    await expectNoAxeViolations(document.body, 'the disabled editor with an error');
  });
});
