import { isStorableText } from '../validation/storable-text';
import type { TApiError, TPageInfo } from './envelope';
import type { TPortalConfig, TPortalLinks } from '../schemas/portal';

// The parts of an answer the app reads before anyone has signed in, checked without zod: the
// sign-in page reads an error list (the refused refresh) and the portal configuration, and zod
// was a fifth of its JavaScript (issue 24). Each reader gives what the zod schema next to its
// name gives (ZApiError.array(), ZPageInfo, ZPortalConfig: the same verdict, unknown keys
// dropped); read-answer.test.ts holds each to its schema.

type TRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is TRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && isStorableText(value);
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
/** zod's number: finite, never NaN */
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** An answer's error list, as `ZApiError.array()` reads it; null when it is not one. */
export function readApiErrors(value: unknown): TApiError[] | null {
  if (!Array.isArray(value)) return null;
  const errors: TApiError[] = [];
  for (const item of value as unknown[]) {
    if (!isRecord(item) || !isText(item.code) || !isText(item.message)) return null;
    if (item.field !== undefined && !isText(item.field)) return null;
    errors.push(
      item.field === undefined
        ? { code: item.code, message: item.message }
        : { code: item.code, message: item.message, field: item.field },
    );
  }
  return errors;
}

/** A list page's `page`, as ZPageInfo reads it; null when it is not one. */
export function readPageInfo(value: unknown): TPageInfo | null {
  if (!isRecord(value) || !isTextOrNull(value.nextCursor)) return null;
  if (!isNumber(value.limit) || !Number.isSafeInteger(value.limit)) return null;
  return { nextCursor: value.nextCursor, limit: value.limit };
}

const LINKS = [
  'contactCenter',
  'contactCenterCluster',
  'aiProduct',
  'helpArticles',
  'productUpdates',
  'systemStatus',
  'helpSearch',
  'supportTickets',
  'newTicket',
  'supportChat',
] as const;
const REQUIRED_LINKS = ['eula', 'msa', 'supportEmail'] as const;

function readLinks(value: unknown): TPortalLinks | null {
  if (!isRecord(value) || !Array.isArray(value.trainingVideos)) return null;
  const links: Partial<TPortalLinks> = {};
  for (const key of LINKS) {
    const link = value[key];
    if (!isTextOrNull(link)) return null;
    links[key] = link;
  }
  for (const key of REQUIRED_LINKS) {
    const link = value[key];
    if (!isText(link)) return null;
    links[key] = link;
  }
  const videos: TPortalLinks['trainingVideos'] = [];
  for (const video of value.trainingVideos as unknown[]) {
    if (!isRecord(video) || !isText(video.title) || !isText(video.url)) return null;
    const { minutes } = video;
    if (minutes !== undefined && !(isNumber(minutes) && minutes > 0)) return null;
    videos.push(
      minutes === undefined
        ? { title: video.title, url: video.url }
        : { title: video.title, url: video.url, minutes },
    );
  }
  return { ...(links as Omit<TPortalLinks, 'trainingVideos'>), trainingVideos: videos };
}

/** GET /v3/portal/config's item, as ZPortalConfig reads it; null when it is not one. */
export function readPortalConfig(value: unknown): TPortalConfig | null {
  if (!isRecord(value) || !isText(value.version) || !isTextOrNull(value.sentryDsn)) return null;
  const links = readLinks(value.links);
  return links && { version: value.version, sentryDsn: value.sentryDsn, links };
}
