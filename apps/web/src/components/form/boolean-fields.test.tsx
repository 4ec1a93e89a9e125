import { Ok } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '@/testing/test-utils';
import { ApiForm } from './api-form';
import { formFields } from './form-fields';
import { FormSubmitButton } from './form-submit-button';
import { useApiForm } from './use-api-form';

const ZInput = z.object({ on: z.boolean() });
type TInput = z.input<typeof ZInput>;
const Field = formFields<TInput>();

/** Every boolean field of the kit, as a user finds it: its role and how a form writes it. */
const KINDS = [
  { kind: 'Checkbox', role: 'checkbox', Bound: Field.Checkbox },
  { kind: 'Switch', role: 'switch', Bound: Field.Switch },
] as const;

function Harness({
  Bound,
  initial,
  onSubmit,
}: {
  Bound: (typeof KINDS)[number]['Bound'];
  initial: boolean;
  onSubmit: (values: TInput) => void;
}) {
  const form = useApiForm({
    schema: ZInput,
    defaultValues: { on: initial },
    submit: async (values) => {
      onSubmit(values);
      return Ok(null);
    },
  });
  return (
    <ApiForm form={form} label="Boolean">
      <Bound name="on" label="On" description="Whether it is on." />
      <FormSubmitButton>Save</FormSubmitButton>
    </ApiForm>
  );
}

describe.each(KINDS)('the kit’s $kind', ({ role, Bound }) => {
  it.each([true, false])('shows the initial value %s, and one click sends the other', async (initial) => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<Harness Bound={Bound} initial={initial} onSubmit={onSubmit} />);
    const box = screen.getByRole(role, { name: 'On' });
    expect(box).toHaveAccessibleDescription('Whether it is on.');
    // what is drawn is what the form holds: submitting untouched sends the same
    expect((box as HTMLInputElement).checked).toBe(initial);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ on: initial });

    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(!initial);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ on: !initial });
  });
});
