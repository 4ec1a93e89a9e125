import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_ID_PREFIX,
  CLIENT_ID_PREFIX,
  ID_HEX_LENGTH,
  idPatternOf,
  type TResourceDefinition,
} from '@parley/domain';

/** What makes ids: a resource definition (its `idPrefix`) or one of domain's other prefixes. */
type TIdSource = string | Pick<TResourceDefinition, 'name' | 'idPrefix'>;

const prefixOf = (source: TIdSource): string => {
  const prefix = typeof source === 'string' ? source : source.idPrefix;
  if (!prefix) throw new Error(`${typeof source === 'string' ? source : source.name} declares no idPrefix`);
  idPatternOf(prefix); // two capital letters, or it throws
  return prefix;
};

/** A new id: the prefix and 128 random bits as hex, so the definition's id pattern holds. */
export const newId = (source: TIdSource) =>
  `${prefixOf(source)}${randomBytes(ID_HEX_LENGTH / 2).toString('hex')}`;
export const newAccountSid = () => newId(ACCOUNT_ID_PREFIX);
export const newClientId = () => newId(CLIENT_ID_PREFIX);

/** Stable ids for demo data, so a reseeded database keeps the same links. */
export const demoId = (source: TIdSource, name: string) =>
  `${prefixOf(source)}${createHash('sha256').update(`parley-demo:${name}`).digest('hex').slice(0, ID_HEX_LENGTH)}`;
