import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Parley2026demo';

export const DEMO = {
  owner: { username: 'owner@acme.test', home: '/dashboard', heading: 'Dashboard' },
  supervisor: { username: 'supervisor@acme.test', home: '/dashboard', heading: 'Dashboard' },
  agent: { username: 'agent@acme.test', home: '/inbox', heading: 'Inbox' },
  westAdmin: { username: 'west-admin@acme.test', home: '/dashboard', heading: 'Dashboard' },
  /** Parley's own staff, the only demo sign-in that may open /dev and its pages */
  staff: { username: 'staff@parley.test', home: '/dashboard', heading: 'Dashboard' },
} as const;

/** The login page's heading: the product says "log in" after the spec's Login button. */
export const LOGIN_HEADING = 'Log in to Parley';

export async function signIn(page: Page, username: string, password = PASSWORD) {
  await expect(page.getByRole('heading', { name: LOGIN_HEADING })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Signs in through the API, as the sign-in page does, and opens `path` already signed in: one load
 * of the app instead of two (the sign-in page, its form and the home page it leads to, then
 * `path`). Each test still has a session of its own. The sign-in page's own behaviour is tested through its form
 * (sign-in.spec.ts).
 */
export async function openSignedIn(page: Page, username: string, path: string, password = PASSWORD) {
  const res = await page.request.post('/v3/auth/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(path);
  // The first load of a new browser context fetches and compiles every chunk with an empty cache:
  // longer than one expectation's 10 s when two workers share the two cores. Once the shell
  // shows, the page's own expectations have their usual time.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
}

/** Logout lives in the account menu (doc 000 §2). */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}
