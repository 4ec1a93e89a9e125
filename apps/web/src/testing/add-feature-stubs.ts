import type { TAccountConfigEntry, TRate } from '@parley/domain';
import { makeSession } from '@/testing/data';
import { ok, stubFetch, type TStubHandler } from '@/testing/fetch-stub';
import { makePortalConfig } from '@/testing/portal-config';
import type { TDialogLinks } from '@/features/add-feature/api/get-dialog-links';

/** The signed-in owner the dialog tests act as. */
export const OWNER = makeSession();

export const LINKS: TDialogLinks = {
  eula: 'https://legal.test/eula',
  msa: 'https://legal.test/msa',
  supportChat: null,
  supportEmail: 'support@parley.test',
  aiProduct: 'https://ai.test/',
  contactCenterCluster: 'https://{cluster}.cc.test/',
};

export const entries = (config: Record<string, string>): TAccountConfigEntry[] =>
  Object.entries(config).map(([key, value]) => ({ accountSid: OWNER.accountId, key, value }));

interface TDialogStub {
  config?: Record<string, string>;
  rates?: TRate[];
  links?: TDialogLinks;
  handlers?: Record<string, TStubHandler | TStubHandler[]>;
}

/** The three loads the dialog makes, answered; plus whatever calls the test expects. */
export function stubDialogLoads({
  config = { funded: '1' },
  rates = [],
  links = LINKS,
  handlers = {},
}: TDialogStub = {}) {
  return stubFetch({
    'GET /v3/accounts/config': () => ok(...entries(config)),
    'GET /v3/pricing/rates': () => ok(...rates),
    'GET /v3/portal/config': () => ok(makePortalConfig({ links: { ...makePortalConfig().links, ...links } })),
    ...handlers,
  });
}

/** The calls a stubbed fetch received, as "METHOD /path" and body, in order, loads left out. */
export function callsOf(fetchMock: ReturnType<typeof stubFetch>): Array<{ call: string; body: unknown }> {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const call = `${init?.method ?? 'GET'} ${new URL(url, 'https://localhost').pathname}`;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      return { call, body };
    })
    .filter((c) => !c.call.startsWith('GET '));
}
