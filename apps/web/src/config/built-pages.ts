import { GETTING_STARTED_TEXTS } from '@parley/domain';
import { BUILT_PATHS, type TBuiltPath } from './built-paths';
import { PAGES, type TPage } from './nav';
import { paths } from './paths';

/**
 * The pages of nav.ts that are built are those with a route module in app/routes/ (its
 * `// @page` line; config/built-paths.ts is generated from them by scripts/registries.mjs, and the
 * router maps each to its chunk); every other one is the placeholder that says so, and the menu
 * marks it "Soon" before the click (issue 23).
 */
export { BUILT_PATHS, type TBuiltPath } from './built-paths';

const built: ReadonlySet<string> = new Set(BUILT_PATHS);

/** Whether a page of nav.ts is built (else it is the placeholder that says so). */
export const isBuilt = (path: string): path is TBuiltPath => built.has(path);

/** A built page the getting-started page offers, with what it is for. */
export interface TStartingPoint {
  page: TPage;
  summary: string;
  /** one of the user's own pages (account and help menus), not a part of the account's work */
  own: boolean;
}

const S = GETTING_STARTED_TEXTS.summaries;
const STARTS: readonly [TBuiltPath, string, 'own'?][] = [
  ['/dashboard', S.dashboard],
  ['/contacts', S.contacts],
  ['/templates', S.templates],
  ['/webhooks', S.webhooks],
  ['/purchase-numbers', S.purchaseNumbers],
  ['/numbers', S.numbers],
  ['/users/:accountId', S.users],
  ['/assets', S.assets],
  [paths.dev, S.dev],
  [paths.profile, S.profile, 'own'],
  [paths.trainingVideos, S.trainingVideos, 'own'],
  [paths.supportPlan, S.supportPlan, 'own'],
];

/**
 * Where a new user can start while the Dashboard and the Inbox are not built: the built pages
 * reached from the menus (not those opened from another page, like a template), the sidebar's
 * first, in its order, then the user's own.
 * Each keeps its own access rule; the getting-started page shows those the session may open.
 */
export const STARTING_POINTS: readonly TStartingPoint[] = STARTS.map(([path, summary, own]) => {
  const page = PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`built-pages.ts: no page ${path} in nav.ts`);
  return { page, summary, own: own === 'own' };
});
