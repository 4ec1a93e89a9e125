import { MESSAGES, OUR_MESSAGES } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { fail, ok, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { rememberResetToken, recalledReset } from '@/features/password-recovery/recovery-state';

const lazyPage = { timeout: 5000 };
const NEW_PASSWORD = 'Harbour-Lights7'.replace('-', '');
const signedOut = { status: 'signed-out' as const, session: null };

async function open(route: string) {
  const result = renderWithProviders(null, { routes, route, session: signedOut });
  await screen.findByRole('heading', { level: 1 }, lazyPage);
  return result;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const validToken = () => rememberResetToken({ resetToken: 'reset-1', expiresAt: Date.now() + 600_000 });

// Typing and lazy pages take seconds on a busy two-core machine.
describe('password recovery, forgot → verify → reset', { timeout: 20_000 }, () => {
  it('goes from the username to the code to the new password, then to sign-in', async () => {
    const fetchMock = stubFetch({
      'POST /v3/auth/password/forgot': () => ok({ sent: true, message: OUR_MESSAGES.recoverySent }),
      'POST /v3/auth/password/verify': () => ok({ resetToken: 'reset-1', expiresAt: Date.now() + 600_000 }),
      'POST /v3/auth/password/reset': () => ok({ reset: true, message: OUR_MESSAGES.passwordReset }),
    });
    const { user, router } = await open('/password/forgot');
    expect(heading()).toBe('Reset your password');
    expect(screen.getByText(OUR_MESSAGES.recoveryForgotIntro)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Username/), 'owner@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter your code' }, lazyPage),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/password/verify');
    expect(screen.getByText(OUR_MESSAGES.recoverySent)).toBeInTheDocument();
    // the username carries over
    expect(screen.getByLabelText(/^Username/)).toHaveValue('owner@acme.test');
    await user.type(screen.getByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }, lazyPage),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/password/reset');
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText(OUR_MESSAGES.passwordReset)).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(recalledReset()).toBe('none');
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([
      { username: 'owner@acme.test' },
      { username: 'owner@acme.test', code: '123456' },
      { resetToken: 'reset-1', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    ]);
  });

  it('forgot: a username is required', async () => {
    const fetchMock = stubFetch({});
    const { user } = await open('/password/forgot');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(OUR_MESSAGES.required)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgot: a throttled request says so', async () => {
    stubFetch({
      'POST /v3/auth/password/forgot': () =>
        fail(429, { code: 'rate_limited', message: OUR_MESSAGES.rateLimited }),
    });
    const { user } = await open('/password/forgot');
    await user.type(screen.getByLabelText(/^Username/), 'owner@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OUR_MESSAGES.rateLimited);
  });

  it('verify: the code must be 6 digits', async () => {
    const fetchMock = stubFetch({});
    const { user } = await open('/password/verify');
    await user.type(screen.getByLabelText(/^Username/), 'owner@acme.test');
    await user.type(screen.getByLabelText(/^Code/), '12a4');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText(OUR_MESSAGES.recoveryCodeFormat)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("verify: a wrong code shows the server's message under the field", async () => {
    stubFetch({
      'POST /v3/auth/password/verify': () =>
        fail(400, { code: 'invalid', message: OUR_MESSAGES.recoveryCodeWrong, field: 'code' }),
    });
    const { user } = await open('/password/verify');
    await user.type(screen.getByLabelText(/^Username/), 'owner@acme.test');
    await user.type(screen.getByLabelText(/^Code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText(OUR_MESSAGES.recoveryCodeWrong)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('reset opened directly, with no reset started: says how to start one', async () => {
    await open('/password/reset');
    expect(screen.getByText(OUR_MESSAGES.recoveryNotStarted)).toBeInTheDocument();
    expect(screen.queryByText(OUR_MESSAGES.recoveryExpired)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a code' })).toHaveAttribute('href', '/password/forgot');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('reset: with a reset token that has run out, asks for a new code', async () => {
    rememberResetToken({ resetToken: 'reset-1', expiresAt: Date.now() - 1000 });
    await open('/password/reset');
    expect(screen.getByText(OUR_MESSAGES.recoveryExpired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new code' })).toHaveAttribute(
      'href',
      '/password/forgot',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it("reset: 'Passwords do not match.' and the policy, before calling the server", async () => {
    validToken();
    const fetchMock = stubFetch({});
    const { user } = await open('/password/reset');
    // the policy is shown as the field's description before anything is typed
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(MESSAGES.password);
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm new password/), `${NEW_PASSWORD}x`);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'short1A');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    // Mantine's PasswordInput marks its inner input with data-invalid and describes it by the error
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/^New password/)).toHaveAttribute('data-invalid', 'true'),
    );
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      `${MESSAGES.password} ${MESSAGES.password}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reset: an expired token reported by the server says so', async () => {
    validToken();
    stubFetch({
      'POST /v3/auth/password/reset': () =>
        fail(400, { code: 'invalid', message: OUR_MESSAGES.recoveryExpired, field: 'resetToken' }),
    });
    const { user } = await open('/resetPassword');
    expect(heading()).toBe('Choose a new password');
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OUR_MESSAGES.recoveryExpired);
  });

  it('has no sidebar and no header on any recovery page', async () => {
    validToken();
    for (const route of ['/password/forgot', '/password/verify', '/password/reset', '/resetPassword']) {
      const { unmount } = await open(route);
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      unmount();
    }
  });
});
