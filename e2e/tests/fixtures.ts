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

/** Logout lives in the account menu (doc 000 §2). */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}
