import { z } from 'zod';
import { NUMBER_TYPE_PARAMS } from '../catalog/numbers';
import { NUMBER_MESSAGES } from '../texts/numbers-page';
import { text } from '../validation/text';
import { CAPABILITIES, ZAvailableQuery, ZContainsDigits, type TAvailableQuery } from './numbers';
import { enumKeys } from '../schemas/enum-keys';

const TYPES = enumKeys(NUMBER_TYPE_PARAMS);

/**
 * The /purchase-numbers search form: ZAvailableQuery's rules and messages in the shape of its
 * fields — an area code chosen or none, digits typed or none, the capabilities as boxes.
 */
export const ZAvailableSearch = z.object({
  type: z.enum(TYPES),
  areaCode: text()
    .regex(/^[2-9]\d\d$/, NUMBER_MESSAGES.areaCode)
    .nullable(),
  contains: ZContainsDigits,
  capabilities: z.array(z.enum(CAPABILITIES)),
});
export type TAvailableSearch = z.infer<typeof ZAvailableSearch>;

export const EMPTY_AVAILABLE_SEARCH: TAvailableSearch = {
  type: 'local',
  areaCode: null,
  contains: '',
  capabilities: [],
};

/** The search as the page's address keeps it (and as `GET /v3/numbers/available` takes it). */
export function availableSearchParams(search: TAvailableSearch): Record<string, string> {
  return {
    type: search.type,
    ...(search.areaCode ? { areaCode: search.areaCode } : {}),
    ...(search.contains ? { contains: search.contains } : {}),
    ...(search.capabilities.length > 0 ? { capabilities: search.capabilities.join(',') } : {}),
  };
}

/** What the domain reads of an address's query: a URLSearchParams (the domain has no DOM types). */
export interface TSearchParams {
  has(name: string): boolean;
  get(name: string): string | null;
}

/**
 * The search an address asks for: none without a type (the page before a search), else the
 * checked query, or the messages of what is wrong in it (an address typed by hand).
 */
export function availableSearchOf(
  params: TSearchParams,
): { search: null } | { search: TAvailableQuery; form: TAvailableSearch } | { problems: string[] } {
  if (!params.has('type')) return { search: null };
  const raw = Object.fromEntries(
    ['type', 'areaCode', 'contains', 'capabilities']
      .map((key) => [key, params.get(key)] as const)
      .filter(([, value]) => value !== null && value !== ''),
  );
  const parsed = ZAvailableQuery.safeParse(raw);
  if (!parsed.success) return { problems: [...new Set(parsed.error.issues.map((i) => i.message))] };
  const search = parsed.data;
  return {
    search,
    form: {
      type: search.type,
      areaCode: search.areaCode ?? null,
      contains: search.contains ?? '',
      capabilities: search.capabilities ?? [],
    },
  };
}
