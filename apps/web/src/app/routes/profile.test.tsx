import { MESSAGES, OUR_MESSAGES, type TSession, type TUser } from '@parley/domain';
import { act, screen } from '@testing-library/react';
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
        fail(403, {
          code: 'forbidden',
          message: OUR_MESSAGES.currentPasswordWrong,
          field: 'currentPassword',
        }),
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

  it("another user's profile is headed with their name, not 'Your details'", async () => {
    await openProfile(owner, OTHER);
    expect(
      await screen.findByRole('heading', { level: 2, name: "Sam Sutton's details" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Password' })).not.toBeInTheDocument();
  });

  it('an unknown user id shows the not-found page (the API answers 404)', async () => {
    stubPortalConfig(undefined, {
      [`GET /v3/users/${OTHER}`]: () => fail(404, { code: 'not_found', message: OUR_MESSAGES.notFound }),
    });
    renderWithProviders(null, {
      routes,
      route: `/users/edit/${owner.accountId}/${OTHER}`,
      session: { session: owner },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, lazyPage),
    ).toBeInTheDocument();
    expect(screen.getByText(OUR_MESSAGES.pageNotFound)).toBeInTheDocument();
  });

  it('what is typed while a save is under way is kept, and counts as not saved', async () => {
    let answer: () => void = () => {};
    const { user } = await openProfile(owner, owner.clientId, {
      [`PUT /v3/users/${owner.clientId}`]: ({ body }: { body: unknown }) =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(ok(userOf(owner, body as Partial<TUser>)));
        }),
    });
    const display = await screen.findByLabelText(/^Display name/);
    await user.clear(display);
    await user.type(display, 'Liv');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await user.type(display, 'vy');
    act(() => answer());
    expect(await screen.findByText(OUR_MESSAGES.profileSaved)).toBeInTheDocument();
    expect(display).toHaveValue('Livvy');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Save profile' })).toBeEnabled());
  });

  it('saving three times shows one toast, not three stacked', async () => {
    const { user } = await openProfile(owner, owner.clientId, {
      [`PUT /v3/users/${owner.clientId}`]: ({ body }: { body: unknown }) =>
        ok(userOf(owner, body as Partial<TUser>)),
    });
    const display = await screen.findByLabelText(/^Display name/);
    for (const name of ['Liv', 'Livvy', 'Olivia']) {
      await user.clear(display);
      await user.type(display, name);
      await user.click(screen.getByRole('button', { name: 'Save profile' }));
      await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Save profile' })).toBeDisabled());
    }
    await screen.findByText(OUR_MESSAGES.profileSaved);
    // give any stacked copy the time to arrive
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText(OUR_MESSAGES.profileSaved)).toHaveLength(1);
  });

  it('leaving with unsaved changes asks first: Stay keeps them, Leave goes', async () => {
    const { user, router } = await openProfile(owner);
    const display = await screen.findByLabelText(/^Display name/);
    await user.type(display, ' Jr');
    const path = router.state.location.pathname;

    await act(() => router.navigate('/dashboard'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent(OUR_MESSAGES.unsavedChanges);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stay on this page' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByLabelText(/^Display name/)).toHaveValue('Olivia Owner Jr');

    await act(() => router.navigate('/dashboard'));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('Escape in the question stays on the page', async () => {
    const { user, router } = await openProfile(owner);
    await user.type(await screen.findByLabelText(/^Display name/), ' Jr');
    await act(() => router.navigate('/dashboard'));
    await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toMatch(/^\/users\/edit\//);
  });

  it('a reload or closing the tab asks only while there are unsaved changes', async () => {
    const { user } = await openProfile(owner);
    const display = await screen.findByLabelText(/^Display name/);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(display, ' Jr');
    expect(unload()).toBe(true);
    await user.clear(display);
    await user.type(display, 'Olivia Owner');
    expect(unload()).toBe(false);
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
