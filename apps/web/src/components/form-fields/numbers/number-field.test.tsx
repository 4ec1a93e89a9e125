import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { FieldHarness } from '../field-harness';
import { fieldKit } from '../field-kit';

const ZForm = z.object({ visits: z.number().nullable() });
const Input = fieldKit<z.input<typeof ZForm>>();

function renderNumber(visits: number | null) {
  const submitted = vi.fn();
  const rendered = renderWithProviders(
    <FieldHarness schema={ZForm} defaultValues={{ visits }} onSubmit={submitted}>
      <Input.Number name="visits" label="Visits" description="How often they came." />
    </FieldHarness>,
  );
  const save = () => rendered.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...rendered, submitted, save, input: screen.getByRole('textbox', { name: 'Visits' }) };
}

describe('NumberField', () => {
  it('shows the number held, takes digits only, and sends a number', async () => {
    const { user, input, save, submitted } = renderNumber(4);
    expect(input).toHaveValue('4');
    expect(input).toHaveAccessibleDescription('How often they came.');
    await expectNoAxeViolations(document.body, 'the number field');
    await user.clear(input);
    await user.type(input, 'x-2.5');
    expect(input).toHaveValue('-2.5');
    await save();
    await waitFor(() => expect(submitted).toHaveBeenLastCalledWith({ visits: -2.5 }));
  });

  it('an empty field is null', async () => {
    const { user, input, save, submitted } = renderNumber(7);
    await user.clear(input);
    await save();
    await waitFor(() => expect(submitted).toHaveBeenLastCalledWith({ visits: null }));
  });
});
