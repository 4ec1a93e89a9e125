import { expect, test } from '@playwright/test';
import { PASSWORD, openSignedIn } from './fixtures';

// Issue 30's mentions: a teammate's note that names the agent reaches the agent's open tab by the
// live events, as a toast saying who, with a link to the conversation.
test.describe.configure({ timeout: 120_000 });

test('a note that mentions the agent shows a toast whose link opens the conversation', async ({
  page,
  request,
}) => {
  await openSignedIn(page, 'agent@acme.test', '/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

  // the supervisor writes the note, through the API
  const login = await request.post('/v3/auth/login', {
    data: { username: 'supervisor@acme.test', password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).payload[0].accessToken}` };
  const agents = (await (await request.get('/v3/inbox/agents', { headers })).json()).payload as {
    clientId: string;
    username: string;
  }[];
  const agent = agents.find((a) => a.username === 'agent@acme.test')!;
  const list = await request.get('/v3/inbox/conversations?view=all&status=closed', { headers });
  const id = (await list.json()).payload[0].conversationId as string;
  const body = `Could you look at this one? ${Date.now()}`;
  const note = await request.post(`/v3/inbox/conversations/${id}/notes`, {
    headers,
    data: { body, mentions: [agent.clientId] },
  });
  expect(note.status()).toBe(200);

  const toast = page.getByRole('alert').filter({ hasText: /mentioned you/ });
  await expect(toast).toContainText(body);
  await toast.getByRole('link', { name: 'Open the conversation' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]c=${id}`));
  await expect(page.getByRole('region', { name: 'Messages and notes' }).getByText(body)).toBeVisible();
});
