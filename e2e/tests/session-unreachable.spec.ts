import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, LOGIN_HEADING, signIn } from './fixtures';
import { expectAccessible } from './shell-fixtures';

// A reload, waits for retries and a login on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

/**
 * A real reverse proxy in front of the test server, as a CDN or gateway would be: the app's files
 * keep coming, and `cut()` drops every connection that asks the API (/v3/…), as a network that
 * lost the API does. Nothing is stubbed: every answer the page gets is the server's own.
 */
interface TApiLink {
  url: string;
  cut(): void;
  restore(): void;
  /** resolves at the next API request that the cut dropped */
  nextDropped(): Promise<void>;
  close(): Promise<void>;
}

async function startApiLink(targetPort: number): Promise<TApiLink> {
  let cut = false;
  let waiters: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req: IncomingMessage, res) => {
    if (cut && req.url?.startsWith('/v3/')) {
      req.socket.destroy();
      for (const wake of waiters.splice(0)) wake();
      return;
    }
    const upstream = request(
      { host: 'localhost', port: targetPort, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    cut: () => {
      cut = true;
    },
    restore: () => {
      cut = false;
    },
    nextDropped: () => new Promise<void>((resolve) => waiters.push(resolve)),
    close: async () => {
      waiters = [];
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let link: TApiLink;
test.beforeEach(async ({ baseURL }) => {
  link = await startApiLink(Number(new URL(baseURL!).port));
});
test.afterEach(async () => {
  await link.close();
});

async function logInThroughLink(page: Page) {
  await page.goto(`${link.url}/`);
  await signIn(page, DEMO.owner.username);
  await expect(page).toHaveURL(`${link.url}/dashboard`);
  await page.goto(`${link.url}/contacts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
}

const cantReach = (page: Page) => page.getByRole('heading', { level: 1, name: "Can't reach Parley" });

test("a reload with the API unreachable keeps the session: can't-reach page, Retry, the same page logged in", async ({
  page,
  context,
}) => {
  await logInThroughLink(page);
  link.cut();
  await page.reload();
  await expect(cantReach(page)).toBeVisible();
  await expect(page.getByText('Check your internet connection.')).toBeVisible();
  await expect(page.getByText(/Your session is kept/)).toBeVisible();
  // neither the login form nor "session ended", and the address stays
  await expect(page.getByRole('heading', { name: LOGIN_HEADING })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Your session has ended' })).toHaveCount(0);
  await expect(page).toHaveURL(`${link.url}/contacts`);
  await expectAccessible(page, "the can't-reach page");

  // Retry while still cut: says so, and the cookies are all still there
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('status')).toHaveText("Still no answer. We'll keep trying.");
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['__Host-parley_rt', '__Host-parley_session', 'parley_at']));

  // The server is back. Right after an automatic attempt failed, the next is seconds away: the
  // Retry click is what brings the page back.
  await link.nextDropped();
  link.restore();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page).toHaveURL(`${link.url}/contacts`);
  await expect(page.getByRole('banner')).toContainText('Acme Communications Inc.');
});

test('without a click, the page comes back by itself once the API answers again', async ({ page }) => {
  await logInThroughLink(page);
  link.cut();
  await page.reload();
  await expect(cantReach(page)).toBeVisible();
  link.restore();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible({ timeout: 20_000 });
});

test("logging in with the API unreachable says Parley can't be reached, never 'Failed to fetch'", async ({
  page,
}) => {
  link.cut();
  await page.goto(`${link.url}/`);
  // no session: the login form, and no request was even tried
  await signIn(page, DEMO.owner.username);
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText("Parley can't be reached. Check your internet connection and try again.");
  await expect(alert).not.toContainText('Failed to fetch');
  await expect(alert).toBeFocused();

  link.restore();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${link.url}/dashboard`);
});
