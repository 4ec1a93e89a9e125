import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures';
import { expectAccessible } from './shell-fixtures';

// Long flows on a busy two-core machine: more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const WIDTHS = [1440, 390, 320] as const;

/**
 * Everything the page says is wrong: console errors, uncaught errors and Content-Security-Policy
 * violations (which Chromium also logs, but an event says which directive and resource).
 */
async function watchForErrors(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { cspViolations?: string[] };
      (w.cspViolations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return async () => [
    ...errors,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

/** Nothing wider than the window: no sideways scrolling to read the page. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function signedIn(page: Page, username: string) {
  await page.goto('/');
  await signIn(page, username);
  await expect(page).toHaveURL('/dashboard');
}

for (const [path, name] of [
  ['/legal/eula', 'End User License Agreement (EULA)'],
  ['/legal/msa', 'Master Services Agreement (MSA)'],
] as const) {
  test(`${path} is the portal's own page: titled, a sample that says so, readable at every width, a way back`, async ({
    page,
  }) => {
    const errors = await watchForErrors(page);
    await page.goto(path);
    await expect(page).toHaveTitle(`${name} · Parley`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('This is a sample, not a real agreement.')).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => fitsWidth(page), { message: `${path} at ${width} px` }).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`legal-${width}.png`) });
    }
    await expectAccessible(page, path);
    expect(await errors()).toEqual([]);
    await page.getByRole('link', { name: 'Back to the portal' }).click();
    await expect(page).toHaveURL('/');
  });
}

test("the terms a user accepts in Add Feature open the portal's EULA and MSA", async ({ page }) => {
  // Parley's house account: no test enables a feature there (Brightline's chatbot is enabled by
  // the Add Feature tests running beside this one)
  await signedIn(page, DEMO.staff.username);
  await page.getByRole('button', { name: 'Add Feature' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select a Feature to Learn More' });
  await dialog.getByRole('radio', { name: 'AI Chatbot' }).click();
  for (const [name, heading] of [
    [/End User License Agreement/, 'End User License Agreement (EULA)'],
    [/Master Services Agreement/, 'Master Services Agreement (MSA)'],
  ] as const) {
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('link', { name }).click();
    const opened = await popup;
    await expect(opened.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await opened.close();
  }
});

test('/docs is the branded Parley API reference, with no console error or CSP violation', async ({
  page,
}) => {
  // two axe passes over the reference of every operation (10–18 s each when the cores are busy)
  test.setTimeout(120_000);
  const errors = await watchForErrors(page);
  await page.goto('/docs');
  await expect(page).toHaveTitle('Parley API reference');
  await expect(page.getByRole('heading', { level: 1, name: /Parley API reference/ })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Parley', { exact: true })).toBeVisible();
  await expect(page.getByText(/fastify/i)).toHaveCount(0);
  // every tag is drawn, the last one too (open, Swagger UI drew only the viewport's operations)
  await expect(page.getByRole('heading', { name: /^workgroups\b/ })).toBeVisible();
  await expectAccessible(page, '/docs');
  await page
    .getByRole('heading', { name: /^auth\b/ })
    .getByRole('button')
    .click();
  const login = page.getByRole('button', { name: /\/v3\/auth\/login/ }).first();
  await expect(login).toBeVisible();
  // an operation opened, its request body ready to try
  await login.click();
  await page.getByRole('button', { name: 'Try it out' }).click();
  await expect(page.getByRole('textbox', { name: 'Request body' })).toBeVisible();
  await expectAccessible(page, '/docs with an operation open');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`docs-${width}.png`) });
  }
  expect(await errors()).toEqual([]);
  await page.getByRole('link', { name: 'Back to the portal' }).click();
  await expect(page).toHaveURL('/');
});

test("another account's addresses are not found; the account's own open", async ({ page }) => {
  await signedIn(page, DEMO.owner.username);
  const other = `AC${'5'.repeat(32)}`;
  for (const path of [`/accounts/${other}`, `/users/${other}`, `/apitokens/${other}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Parley');
  }
  await expectAccessible(page, 'the not-found page');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByLabel('Display name')).toBeVisible();
});

test('the developer pages: not permitted to an agent, open to Parley staff', async ({ browser, baseURL }) => {
  const agent = await browser.newPage({ baseURL });
  await agent.goto('/');
  await signIn(agent, DEMO.agent.username);
  await expect(agent).toHaveURL('/inbox');
  for (const path of ['/dev', '/dev/crash', '/content']) {
    await agent.goto(path);
    await expect(agent.getByRole('heading', { level: 1, name: 'Not permitted' })).toBeVisible();
  }
  await agent.close();

  const staff = await browser.newPage({ baseURL });
  await signedIn(staff, DEMO.staff.username);
  await staff.goto('/dev');
  await expect(staff.getByRole('heading', { level: 1, name: 'Developer pages' })).toBeVisible();
  await expect(staff.getByRole('link', { name: '/editor-poc', exact: true })).toBeVisible();
  await staff.close();
});

test('training videos: the length is read whole at every width, the title wraps', async ({ page }) => {
  await signedIn(page, DEMO.supervisor.username);
  await page.goto('/trainingVideos');
  const length = page.getByText('6 min', { exact: true });
  await expect(length).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // Mantine's badge label ends in an ellipsis when squeezed: its text must fit in it
    // polled: the layout of the new width settles after the resize (components that follow a
    // media query render again on its change), and a first look sometimes saw the old one
    await expect
      .poll(() => length.evaluate((el) => el.scrollWidth <= el.clientWidth), {
        message: `'6 min' whole at ${width} px`,
      })
      .toBe(true);
    await expect.poll(() => fitsWidth(page), { message: `no sideways scrolling at ${width} px` }).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`videos-${width}.png`) });
  }
  await expectAccessible(page, 'the training videos page at 320 px');
});
