import { MESSAGES, OUR_MESSAGES, type Result, type TSession } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TRequestError } from '@/lib/api-client';
import { makeGrant } from '@/testing/data';
import { fail, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { SignInPage } from './sign-in-page';

type TSignIn = (username: string, password: string) => Promise<Result<TSession, TRequestError>>;

function renderPage(signIn: TSignIn = vi.fn()) {
  const spy = vi.fn(signIn);
  return {
    ...renderWithProviders(<SignInPage />, { session: { status: 'signed-out', session: null, signIn: spy } }),
    signIn: spy,
  };
}

describe('SignInPage', () => {
  it('has a heading, labelled fields and a submit button', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to Parley' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('validates before calling the server', async () => {
    const { user, signIn } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(OUR_MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('focuses the first refused field, links its message, and checks again as it changes', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText(/^Username/), 'owner@acme.test');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const password = screen.getByLabelText(/^Password/);
    await vi.waitFor(() => expect(password).toHaveFocus());
    const message = screen.getByText(MESSAGES.passwordRequired);
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText(/^Username/)).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(password, 'x');
    expect(screen.queryByText(MESSAGES.passwordRequired)).not.toBeInTheDocument();
    await user.clear(password);
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
  });

  it("puts the server's field errors under their fields, the first focused", async () => {
    const { user } = renderPage(async () => ({
      ok: false,
      error: [
        { code: 'validation', field: 'username', message: OUR_MESSAGES.invalidCredentials },
        { code: 'validation', field: 'other', message: 'Something else.' },
      ],
    }));
    await user.type(screen.getByLabelText(/^Username/), 'owner@acme.test');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(OUR_MESSAGES.invalidCredentials)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Something else.');
  });

  it('signs in with the trimmed username', async () => {
    const { user, signIn } = renderPage(async () => ({ ok: true, value: makeGrant().session }));
    await user.type(screen.getByLabelText(/^Username/), '  owner@acme.test ');
    await user.type(screen.getByLabelText(/^Password/), 'Parley2026demo');
    await user.keyboard('{Enter}');
    expect(signIn).toHaveBeenCalledWith('owner@acme.test', 'Parley2026demo');
  });

  it("shows the server's message in an alert", async () => {
    const { user } = renderPage(async () => ({
      ok: false,
      error: [{ code: 'unauthenticated', message: OUR_MESSAGES.invalidCredentials }],
    }));
    await user.type(screen.getByLabelText(/^Username/), 'owner@acme.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OUR_MESSAGES.invalidCredentials);
  });

  it('is busy while submitting', async () => {
    let answer: (r: Result<TSession, TRequestError>) => void = () => {};
    const { user } = renderPage(() => new Promise((resolve) => (answer = resolve)));
    await user.type(screen.getByLabelText(/^Username/), 'owner@acme.test');
    await user.type(screen.getByLabelText(/^Password/), 'Parley2026demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer({ ok: false, error: OUR_MESSAGES.unreachable });
    expect(await screen.findByRole('alert')).toHaveTextContent(OUR_MESSAGES.unreachable);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('after a refused login, focus is on the error, not on the page body', async () => {
    const { user } = renderPage(async () => ({
      ok: false,
      error: [{ code: 'unauthenticated', message: OUR_MESSAGES.invalidCredentials }],
    }));
    await user.type(screen.getByLabelText(/^Username/), 'owner@acme.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    await vi.waitFor(() => expect(alert).toHaveFocus());
    // a second refusal is announced and focused again
    await user.click(screen.getByLabelText(/^Password/));
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });

  it("with the real session and the server away, says Parley can't be reached, not 'Failed to fetch'", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { user } = renderWithProviders(<SignInPage />, { session: 'real' });
    await user.type(screen.getByLabelText(/^Username/), 'owner@acme.test');
    await user.type(screen.getByLabelText(/^Password/), 'Parley2026demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(OUR_MESSAGES.unreachable);
    expect(alert).not.toHaveTextContent('Failed to fetch');
  });

  it('with the real session: a refused login shows the alert', async () => {
    stubFetch({
      'POST /v3/auth/login': () =>
        fail(401, { code: 'unauthenticated', message: OUR_MESSAGES.invalidCredentials }),
    });
    const { user } = renderWithProviders(<SignInPage />, { session: 'real' });
    await user.type(screen.getByLabelText(/^Username/), 'owner@acme.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OUR_MESSAGES.invalidCredentials);
  });

  it("with the real session: a disabled user's 403 after the right password shows why, and no session starts", async () => {
    stubFetch({
      'POST /v3/auth/login': () => fail(403, { code: 'forbidden', message: OUR_MESSAGES.userDisabled }),
    });
    const { user } = renderWithProviders(<SignInPage />, { session: 'real' });
    await user.type(screen.getByLabelText(/^Username/), 'agent@acme.test');
    await user.type(screen.getByLabelText(/^Password/), 'Parley2026demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OUR_MESSAGES.userDisabled);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to Parley' })).toBeInTheDocument();
  });
});
