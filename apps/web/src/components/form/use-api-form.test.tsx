import { Err, MESSAGES, OUR_MESSAGES, Ok } from '@parley/domain';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { TApiResult } from '@/lib/envelope';
import { renderWithProviders } from '@/testing/test-utils';
import { ApiForm } from './api-form';
import { formFields } from './form-fields';
import { FormSubmitButton } from './form-submit-button';
import { useApiForm, type TApiFormOptions } from './use-api-form';

const ZInput = z.object({
  name: z.string().trim().min(1, OUR_MESSAGES.required),
  email: z.string().trim(),
  // checked by the schema, never on screen
  token: z.string().min(1, 'The link has expired.'),
});
type TInput = z.input<typeof ZInput>;
type TSaved = { id: string };
const Field = formFields<TInput>();

type TOptions = Partial<TApiFormOptions<typeof ZInput, TSaved>>;

function Harness({ options, withEmail = true }: { options: TOptions; withEmail?: boolean }) {
  const form = useApiForm({
    schema: ZInput,
    defaultValues: { name: '', email: '', token: 'token-1' },
    submit: async () => Ok({ id: '1' }),
    ...options,
  });
  return (
    <ApiForm form={form} label="Test form">
      <Field.Text name="name" label="Name" required />
      {withEmail ? <Field.Text name="email" label="Email" /> : null}
      <FormSubmitButton>Save</FormSubmitButton>
      <output aria-label="submitting">{String(form.submitting)}</output>
    </ApiForm>
  );
}

function renderForm(options: TOptions = {}, withEmail = true) {
  return renderWithProviders(<Harness options={options} withEmail={withEmail} />);
}

const save = () => screen.getByRole('button', { name: 'Save' });

describe('useApiForm', () => {
  it("shows the schema's errors under the fields before any request", async () => {
    const submit = vi.fn(async () => Ok({ id: '1' }));
    const { user } = renderForm({ submit });
    await user.click(save());
    expect(await screen.findByText(OUR_MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(OUR_MESSAGES.required);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the checked values and calls onSuccess with the answer', async () => {
    const submit = vi.fn(async () => Ok({ id: '7' }));
    const onSuccess = vi.fn();
    const { user } = renderForm({ submit, onSuccess });
    await user.type(screen.getByLabelText(/^Name/), '  Ada ');
    await user.click(save());
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    const values = { name: 'Ada', email: '', token: 'token-1' };
    expect(submit).toHaveBeenCalledWith(values);
    expect(onSuccess).toHaveBeenCalledWith({ id: '7' }, expect.objectContaining({ values }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("puts the server's field errors on the named field and focuses the first", async () => {
    const { user } = renderForm({
      submit: async () =>
        Err([
          { code: 'validation', field: 'email', message: 'That email is taken.' },
          { code: 'validation', field: 'name', message: 'That name is taken.' },
        ]),
    });
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.click(save());
    const email = screen.getByLabelText(/^Email/);
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription('That email is taken.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('That name is taken.');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an error naming no field on screen, or no field at all, goes to the alert', async () => {
    const { user } = renderForm(
      {
        submit: async () =>
          Err([
            { code: 'validation', field: 'email', message: 'That email is taken.' },
            { code: 'forbidden', message: 'You may not do that.' },
          ]),
      },
      false, // the email field is not on screen
    );
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That email is taken. You may not do that.');
    await vi.waitFor(() => expect(alert).toHaveFocus());
  });

  it('a request that got no answer, or an empty failure, goes to the alert', async () => {
    const answers: TApiResult<TSaved>[] = [Err(OUR_MESSAGES.unreachable), Err([])];
    const { user } = renderForm({ submit: async () => answers.shift() ?? Ok({ id: '1' }) });
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(OUR_MESSAGES.unreachable);
    await user.click(save());
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.undefinedError));
  });

  it('a schema error on a value not on screen goes to the alert, and nothing is sent', async () => {
    const submit = vi.fn(async () => Ok({ id: '1' }));
    function NoToken() {
      const form = useApiForm({
        schema: ZInput,
        defaultValues: { name: 'Ada', email: '', token: '' },
        submit,
      });
      return (
        <ApiForm form={form} label="Test form">
          <Field.Text name="name" label="Name" />
          <FormSubmitButton>Save</FormSubmitButton>
        </ApiForm>
      );
    }
    const { user } = renderWithProviders(<NoToken />);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('The link has expired.');
    expect(submit).not.toHaveBeenCalled();
  });

  it('onFormError takes what would go to the alert', async () => {
    const onFormError = vi.fn();
    const { user } = renderForm({ submit: async () => Err('Refused.'), onFormError });
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.click(save());
    await vi.waitFor(() => expect(onFormError).toHaveBeenCalledWith('Refused.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is busy while submitting, and not before or after', async () => {
    let answer: (result: TApiResult<TSaved>) => void = () => {};
    const { user } = renderForm({ submit: () => new Promise((resolve) => (answer = resolve)) });
    expect(screen.getByLabelText('submitting')).toHaveTextContent('false');
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.click(save());
    expect(save()).toBeDisabled();
    expect(save()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('submitting')).toHaveTextContent('true');
    answer(Ok({ id: '1' }));
    await vi.waitFor(() => expect(save()).toBeEnabled());
    expect(save()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByLabelText('submitting')).toHaveTextContent('false');
  });

  it('a field that leaves the screen stops counting as shown', async () => {
    function Toggle() {
      const [withEmail, setWithEmail] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setWithEmail(false)}>
            Hide email
          </button>
          <Harness
            withEmail={withEmail}
            options={{ submit: async () => Err([{ code: 'validation', field: 'email', message: 'Taken.' }]) }}
          />
        </>
      );
    }
    const { user } = renderWithProviders(<Toggle />);
    await user.click(screen.getByRole('button', { name: 'Hide email' }));
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Taken.');
  });
});
