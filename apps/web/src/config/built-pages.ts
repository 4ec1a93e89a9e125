import { GETTING_STARTED_TEXTS } from '@parley/domain';
import { PAGES, type TPage } from './nav';
import { paths } from './paths';

/**
 * The pages of nav.ts that are built; every other one is the placeholder that says so. The router
 * maps each of these to its chunk (its table is typed by this list, so the two cannot drift), and
 * the menu marks the others "Soon" before the click (issue 23).
 */
export const BUILT_PATHS = [
  paths.profile,
  paths.supportPlan,
  paths.trainingVideos,
  paths.dev,
  paths.devCrash,
  '/dev/table',
  '/dev/phone-preview',
  '/dev/form-fields',
  '/users/:accountId',
  '/webhooks',
  '/contacts',
  '/multiselect-dropdown',
  '/assets',
  '/asset-manager',
  '/templates',
  '/templates/new',
  '/templates/:templateId',
  '/content',
  '/add-message',
  '/editor-poc',
  '/breaks',
  '/dispositions',
] as const;

export type TBuiltPath = (typeof BUILT_PATHS)[number];

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
  ['/contacts', S.contacts],
  ['/templates', S.templates],
  ['/webhooks', S.webhooks],
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
