import { MESSAGES, OUR_MESSAGES, type TSession, type TUser } from '@parley/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { makeSession } from '@/testing/data';
import { fail, ok } from '@/testing/fetch-stub';
import { stubPortalConfig } from '@/testing/portal-config';
import { renderWithProviders } from '@/testing/test-utils';

const lazyPage = { timeout: 5000 };
const owner = makeSession();
const OTHER = `CL${'7'.padStart(32, '0')}`;
const NEW_PASSWORD = 'Harbour9Lights';

const userOf = (s: TSession, overrides: Partial<TUser> = {}): TUser => ({
  clientId: s.clientId,
  accountSid: s.accountId,
  username: s.username,
  displayName: s.displayName,
  firstName: s.firstName,
  lastName: s.lastName,
  roles: s.roles,
  status: 'active',
  ...overrides,
});

async function openProfile(session: TSession, clientId = session.clientId, handlers = {}) {
  const fetchMock = stubPortalConfig(undefined, {
    [`GET /v3/users/${clientId}`]: () =>
      ok(userOf(session, clientId === session.clientId ? {} : { clientId, displayName: 'Sam Sutton' })),
    ...handlers,
  });
  const result = renderWithProviders(null, {
    routes,
    route: `/users/edit/${session.accountId}/${clientId}`,
    session: { session },
  });
  await screen.findByRole('heading', { level: 1, name: 'Profile' }, lazyPage);
  return { ...result, fetchMock };
}

// Typing and lazy pages take seconds on a busy two-core machine.
describe('Profile page (/users/edit/{accountId}/{clientId})', { timeout: 20_000 }, () => {
  it('edits the display, first and last name', async () => {
    const { user, fetchMock } = await openProfile(owner, owner.clientId, {
      [`PUT /v3/users/${owner.clientId}`]: ({ body }: { body: unknown }) =>
        ok(userOf(owner, body as Partial<TUser>)),
    });
    const display = await screen.findByLabelText(/^Display name/);
    expect(display).toHaveValue('Olivia Owner');
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('readonly');
    const save = screen.getByRole('button', { name: 'Save profile' });
    expect(save).toBeDisabled();
    await user.clear(display);
    await user.type(display, 'Liv Owner');
    await user.click(save);
    expect(await screen.findByText(OUR_MESSAGES.profileSaved)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      displayName: 'Liv Owner',
      firstName: 'Olivia',
      lastName: 'Owner',
    });
  });

  it("refuses names with special characters with the spec's messages", async () => {
    const { user } = await openProfile(owner);
    const first = await screen.findByLabelText(/^First name/);
    await user.clear(first);
    await user.type(first, 'Ol1via$');
    await user.clear(screen.getByLabelText(/^Last name/));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.lastNameRequired)).toBeInTheDocument();
  });

  it("changes the password with the current one, the policy and 'Passwords do not match.'", async () => {
    const change = vi.fn(() => ok({ changed: true }));
    const { user } = await openProfile(owner, owner.clientId, { 'POST /v3/auth/password': change });
    const current = await screen.findByLabelText(/^Current password/);
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(MESSAGES.password);
    await user.type(current, 'Parley2026demo');
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Harbour9Light');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Confirm new password/), 's');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(OUR_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(change).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('a wrong current password is shown under its field', async () => {
    const { user } = await openProfile(owner, owner.clientId, {
      'POST /v3/auth/password': () =>
        fail(400, { code: 'invalid', message: OUR_MESSAGES.currentPasswordWrong, field: 'currentPassword' }),
    });
    await user.type(await screen.findByLabelText(/^Current password/), 'Wrong-password1');
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(OUR_MESSAGES.currentPasswordWrong)).toBeInTheDocument();
  });

  it("another user's profile: read-only with gumby-user-read alone, and no password section", async () => {
    const reader = { ...owner, privs: { ...owner.privs, 'gumby-user-update': false } };
    await openProfile(reader, OTHER);
    expect(await screen.findByLabelText(/^Display name/)).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save profile' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  it("another user's profile without gumby-user-read is not permitted", async () => {
    stubPortalConfig();
    const agent = makeSession({ roles: ['gi-agent'] });
    renderWithProviders(null, {
      routes,
      route: `/users/edit/${agent.accountId}/${OTHER}`,
      session: { session: agent },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not permitted' }, lazyPage),
    ).toBeInTheDocument();
  });

  it('while acting as another account, sends the user back to their own account first', async () => {
    const acting = makeSession({ yPrivs: owner.privs });
    stubPortalConfig();
    renderWithProviders(null, {
      routes,
      route: `/users/edit/${acting.accountId}/${acting.clientId}`,
      session: { session: acting },
    });
    expect(await screen.findByText(OUR_MESSAGES.profileWhileImpersonating, {}, lazyPage)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Display name/)).not.toBeInTheDocument();
  });
});
