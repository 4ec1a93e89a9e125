import { Ok } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/test-utils';
import { ApiForm } from './api-form';
import { formFields } from './form-fields';
import { FormSubmitButton } from './form-submit-button';
import { useApiForm } from './use-api-form';

const ZInput = z.object({
  username: z.string().min(1, 'Enter a username.'),
  password: z.string().min(8, 'At least 8 characters.'),
  accept: z.boolean().refine((v) => v, 'Accept the terms to go on.'),
});
const Field = formFields<z.input<typeof ZInput>>();

function Harness() {
  const form = useApiForm({
    schema: ZInput,
    defaultValues: { username: '', password: '', accept: false },
    submit: async () => Ok(null),
  });
  return (
    <ApiForm form={form} label="Bound fields">
      <Field.Text name="username" label="Username" description="Your login name." required />
      <Field.Password name="password" label="Password" required />
      <Field.Checkbox name="accept" label="I accept the terms" description="They are short." required />
      <FormSubmitButton>Send</FormSubmitButton>
    </ApiForm>
  );
}

async function renderInvalid() {
  const rendered = renderWithProviders(<Harness />);
  await expectNoAxeViolations(document.body, 'the bound fields, untouched');
  await rendered.user.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByText('Enter a username.');
  return rendered;
}

describe('bound fields', () => {
  it('the form is a form named by its label', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('form', { name: 'Bound fields' })).toHaveAttribute('novalidate');
  });

  it('FormTextField: labelled, required, its error linked with its description', async () => {
    await renderInvalid();
    const input = screen.getByRole('textbox', { name: /^Username/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter a username.'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Your login name.'));
    await expectNoAxeViolations(document.body, 'a text field with its error');
  });

  it('FormPasswordField: labelled, required, a password input with its error linked', async () => {
    await renderInvalid();
    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('At least 8 characters.');
    await expectNoAxeViolations(document.body, 'a password field with its error');
  });

  it('FormCheckbox: labelled, required, bound to a boolean, its description and error linked', async () => {
    const { user } = await renderInvalid();
    const box = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(box).not.toBeChecked();
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('They are short. Accept the terms to go on.');
    await expectNoAxeViolations(document.body, 'a checkbox with its error');
    await user.click(box);
    expect(box).toBeChecked();
    // errors follow each change after a submit
    await vi.waitFor(() => expect(screen.queryByText('Accept the terms to go on.')).not.toBeInTheDocument());
  });

  it('FormSubmitButton: a submit button, busy only while submitting', () => {
    renderWithProviders(<Harness />);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button).toBeEnabled();
  });
});
