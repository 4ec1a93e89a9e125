import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { FieldHarness } from '../field-harness';
import { fieldKit } from '../field-kit';

const ZSize = z.enum(['small', 'large'], { error: 'Choose a size.' });
const ZKind = z.enum(['call', 'text', 'email'], { error: 'Choose a kind.' });
const SIZE_LABELS = { small: 'Small', large: 'Large' } as const;
const KIND_LABELS = { call: 'Phone call', text: 'Text message', email: 'Email' } as const;
const ZForm = z.object({ size: ZSize, kind: ZKind });
type TForm = z.input<typeof ZForm>;
const Input = fieldKit<TForm>();

function renderChoices(defaults: { size: TForm['size'] | null; kind: TForm['kind'] | null }) {
  const submitted = vi.fn();
  const rendered = renderWithProviders(
    <FieldHarness schema={ZForm} defaultValues={defaults as TForm} onSubmit={submitted}>
      <Input.Choice
        name="size"
        label="Size"
        choices={ZSize}
        labels={SIZE_LABELS}
        variant="segmented"
        required
      />
      <Input.Choice
        name="kind"
        label="Kind"
        choices={ZKind}
        labels={KIND_LABELS}
        description="How we reach them."
      />
    </FieldHarness>,
  );
  const save = () => rendered.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...rendered, submitted, save };
}

describe('ChoiceField: one value of a zod enum, in its own words', { timeout: 20_000 }, () => {
  it('none chosen: each field says the schema’s message, under it', async () => {
    const { save, submitted } = renderChoices({ size: null, kind: null });
    await save();
    expect(await screen.findByText('Choose a size.')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /^Size/ })).toHaveAccessibleDescription('Choose a size.');
    expect(screen.getByRole('textbox', { name: 'Kind' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose a kind.'),
    );
    expect(submitted).not.toHaveBeenCalled();
    await expectNoAxeViolations(document.body, 'two choices refused');
  });

  it('a segment and a menu entry, chosen by their labels, send the enum’s values', async () => {
    const { user, save, submitted } = renderChoices({ size: null, kind: null });
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await user.click(screen.getByRole('textbox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Text message' }));
    await save();
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ size: 'large', kind: 'text' }));
  });

  it('shows the value held, and offers the enum’s values in its order', async () => {
    const { user } = renderChoices({ size: 'small', kind: 'email' });
    expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Kind' })).toHaveValue('Email');
    await user.click(screen.getByRole('textbox', { name: 'Kind' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Phone call',
      'Text message',
      'Email',
    ]);
  });
});
