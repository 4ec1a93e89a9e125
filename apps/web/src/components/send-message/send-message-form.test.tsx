import { MESSAGE_TEXTS, PICKER_TEXTS, SEND_MESSAGE_TEXTS as T } from '@parley/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/testing/data';
import { listPage, stubFetch } from '@/testing/fetch-stub';
import { numberRow } from '@/testing/numbers';
import { renderWithProviders } from '@/testing/test-utils';
import { SendMessageForm, type TSendContent } from './send-message-form';

const CONTENT: TSendContent = { kind: 'body', body: 'Hello', mediaAssetId: null };
const FROM = numberRow(1);

function render(privs: Record<string, boolean> | null) {
  stubFetch({
    'GET /v3/numbers': () => listPage([FROM]),
    'GET /v4/contacts': () => listPage([], 1),
  });
  return renderWithProviders(<SendMessageForm content={CONTENT} label="Send" toPicker />, {
    session: { session: makeSession(privs ? { roles: ['custom'], privs } : { roles: ['acct-owner'] }) },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('SendMessageForm with toPicker (issue 30’s new conversation)', () => {
  it('asks for the recipient in the to-number picker, and says it is missing before sending', async () => {
    const { user } = render(null);
    const form = screen.getByRole('form', { name: 'Send' });
    const to = within(form).getByRole('combobox', { name: T.to });
    await waitFor(() => expect(to).toBeEnabled());
    // nothing chosen: the spec's placeholder, not an empty choice
    expect(to).toHaveTextContent(PICKER_TEXTS.toNumberPlaceholder);
    await user.click(within(form).getByRole('button', { name: T.send }));
    expect(await within(form).findByText(MESSAGE_TEXTS.toRequired)).toBeInTheDocument();
  });

  it('is a phone field for a user who may not read contacts (the picker searches them)', async () => {
    render({ portal: true, 'message-send': true });
    const form = screen.getByRole('form', { name: 'Send' });
    expect(within(form).getByRole('textbox', { name: T.to })).toBeInTheDocument();
    expect(within(form).queryByRole('combobox', { name: T.to })).not.toBeInTheDocument();
  });
});
