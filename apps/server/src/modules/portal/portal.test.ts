import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp, type TestContext } from '../../../test/helpers';

const base = { DATA_DIR: mkdtempSync(join(tmpdir(), 'parley-portal-')), JWT_SECRET: 'x'.repeat(40) };
const links = async (t: TestContext) =>
  (await t.app.inject({ method: 'GET', url: '/v3/portal/config' })).json().payload[0].links;

const opened: TestContext[] = [];
afterAll(() => Promise.all(opened.map((t) => t.app.close())));
const appWith = async (env: Record<string, string>) => {
  const t = await buildTestApp({ links: loadConfig({ ...base, ...env }).links });
  opened.push(t);
  return t;
};

describe('GET /v3/portal/config', () => {
  it('answers null for every external link that is not configured, and no training videos', async () => {
    expect(await links(await appWith({}))).toEqual({
      contactCenter: null,
      contactCenterCluster: null,
      aiProduct: null,
      helpArticles: null,
      productUpdates: null,
      systemStatus: null,
      helpSearch: null,
      supportTickets: null,
      newTicket: null,
      // the terms users accept always open: the portal serves them itself
      eula: '/legal/eula',
      msa: '/legal/msa',
      supportChat: null,
      supportEmail: 'support@parley.example',
      trainingVideos: [],
    });
  });

  it('passes on the targets that are configured', async () => {
    const answer = await links(
      await appWith({
        LINK_HELP_ARTICLES: 'https://help.acme.test/articles',
        LINK_HELP_SEARCH: 'https://help.acme.test/search?q={query}',
        LINK_EULA: 'https://acme.test/eula.pdf',
        TRAINING_VIDEOS: JSON.stringify([
          { title: 'Tour', url: 'https://videos.acme.test/tour', minutes: 4 },
        ]),
      }),
    );
    expect(answer).toMatchObject({
      helpArticles: 'https://help.acme.test/articles',
      helpSearch: 'https://help.acme.test/search?q={query}',
      productUpdates: null,
      eula: 'https://acme.test/eula.pdf',
      msa: '/legal/msa',
      trainingVideos: [{ title: 'Tour', url: 'https://videos.acme.test/tour', minutes: 4 }],
    });
  });
});
