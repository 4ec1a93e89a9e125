import type { TPortalConfig } from '@/resources/portal-config';
import { ok, stubFetch, type TStubHandler } from './fetch-stub';

/** The server's portal configuration with recognisable targets, as GET /v3/portal/config answers it. */
export function makePortalConfig(overrides: Partial<TPortalConfig> = {}): TPortalConfig {
  return {
    version: '2.4.1',
    sentryDsn: null,
    links: {
      contactCenter: 'https://cc.test/',
      contactCenterCluster: 'https://{cluster}.cc.test/',
      aiProduct: 'https://ai.test/',
      helpArticles: 'https://help.test/articles',
      productUpdates: 'https://help.test/updates',
      systemStatus: 'https://status.test/',
      helpSearch: 'https://help.test/search?q={query}',
      supportTickets: 'https://help.test/tickets',
      newTicket: 'https://help.test/tickets/new',
      eula: 'https://legal.test/eula',
      msa: 'https://legal.test/msa',
      supportChat: null,
      supportEmail: 'support@parley.test',
      trainingVideos: [
        { title: 'Getting started', url: 'https://videos.test/start', minutes: 6 },
        { title: 'Numbers and compliance', url: 'https://videos.test/numbers' },
      ],
    },
    ...overrides,
  };
}

/** What GET /v3/portal/config answers when no external target is configured (the default demo). */
export function makeUnconfiguredPortalConfig(): TPortalConfig {
  const config = makePortalConfig();
  return {
    ...config,
    links: {
      ...config.links,
      contactCenter: null,
      contactCenterCluster: null,
      aiProduct: null,
      helpArticles: null,
      productUpdates: null,
      systemStatus: null,
      helpSearch: null,
      supportTickets: null,
      newTicket: null,
      eula: '/legal/eula',
      msa: '/legal/msa',
      supportChat: null,
      trainingVideos: [],
    },
  };
}

/** Stubs fetch with the portal configuration plus any other calls the test expects. */
export function stubPortalConfig(
  config: TPortalConfig = makePortalConfig(),
  handlers: Record<string, TStubHandler | TStubHandler[]> = {},
) {
  return stubFetch({ 'GET /v3/portal/config': () => ok(config), ...handlers });
}
