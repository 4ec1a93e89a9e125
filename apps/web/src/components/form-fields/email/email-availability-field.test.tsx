import { MESSAGES, ZCheckedEmail, emailAvailabilityCall } from '@parley/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations } from '@/testing/axe';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { fieldKit } from '../field-kit';
import { FieldHarness } from '../field-harness';
import { renderWithProviders } from '@/testing/test-utils';

const ZForm = z.object({ email: ZCheckedEmail });
const Input = fieldKit<z.input<typeof ZForm>>();
const path = `GET ${emailAvailabilityCall.path}`;

/** The server's answer: taken when the email's local part is 'taken'. */
const server = () =>
  stubFetch({
    [path]: ({ url }) => {
      const email = new URL(url, 'https://localhost').searchParams.get('email') ?? '';
      return ok({ email, available: !email.startsWith('taken@') });
    },
  });

function renderEmail(checkParley?: boolean) {
  const onAvailability = vi.fn();
  const submitted = vi.fn();
  const rendered = renderWithProviders(
    <FieldHarness schema={ZForm} defaultValues={{ email: '' }} onSubmit={submitted}>
      <Input.Email
        name="email"
        label="Email"
        required
        checkParley={checkParley}
        onAvailability={onAvailability}
      />
    </FieldHarness>,
  );
  return { ...rendered, submitted, onAvailability, input: screen.getByRole('textbox', { name: /^Email/ }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('EmailAvailabilityField (doc 001 §4, §5)', () => {
  it('N/A while the input is not an email: nothing is asked, nothing said', async () => {
    const fetchMock = server();
    const { user, input, onAvailability } = renderEmail();
    await user.type(input, 'dana@acme');
    await new Promise((r) => setTimeout(r, 600));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('data-availability', 'N/A');
    expect(onAvailability).toHaveBeenLastCalledWith('N/A');
    expect(screen.queryByText(/is (not )?available/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('Loading, then available: "{value} is available." under the field, asked once after typing stops', async () => {
    const fetchMock = server();
    const { user, input, onAvailability } = renderEmail();
    await user.type(input, 'new@acme.test');
    expect(input).toHaveAttribute('data-availability', 'Loading');
    expect(screen.getByLabelText('Checking whether new@acme.test is available…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('new@acme.test is available.'));
    expect(input).toHaveAttribute('data-availability', 'available');
    expect(input).toHaveAccessibleDescription('new@acme.test is available.');
    expect(screen.getByRole('status')).toHaveTextContent('new@acme.test is available.');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onAvailability.mock.calls.map((c) => c[0])).toEqual(['N/A', 'Loading', 'available']);
    await expectNoAxeViolations(document.body, 'an available email');
  });

  it('not available: "{value} is not available." as the field error', async () => {
    server();
    const { user, input } = renderEmail();
    await user.type(input, 'taken@acme.test');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('taken@acme.test is not available.'),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('taken@acme.test is not available.');
    expect(screen.getByRole('status')).toHaveTextContent('taken@acme.test is not available.');
    await expectNoAxeViolations(document.body, 'a taken email');
  });

  it('the check off (checkParley false): never asks', async () => {
    const fetchMock = server();
    const { user, input } = renderEmail(false);
    await user.type(input, 'new@acme.test');
    await new Promise((r) => setTimeout(r, 600));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('data-availability', 'N/A');
  });

  it('a failed check says so and leaves the field usable', async () => {
    stubFetch({ [path]: () => fail(429, { code: 'too_many_requests', message: 'Too many requests.' }) });
    const { user, input } = renderEmail();
    await user.type(input, 'new@acme.test');
    const failed = 'Could not check whether new@acme.test is available. You can still go on.';
    await waitFor(() => expect(input).toHaveAccessibleDescription(failed));
    expect(screen.getByRole('status')).toHaveTextContent(failed);
    expect(input).toHaveAttribute('data-availability', 'N/A');
  });

  it("the form's own format error comes from the shared schema", async () => {
    server();
    const { user, input, submitted } = renderEmail();
    await user.type(input, 'dana@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.emailValid)).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'new@acme.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ email: 'new@acme.test' }));
  });
});
