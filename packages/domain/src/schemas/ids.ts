import { text } from '../validation/text';
import { OUR_MESSAGES } from '../validation/messages';

/**
 * Ids Parley makes are a two-letter prefix and 32 hex digits (128 bits: a person can neither guess
 * nor count them). A resource definition declares its prefix (`idPrefix`); its id pattern, the
 * server's generator and the demo ids derive from it (issue 25). The prefixes of ids that are no
 * resource's item id are here.
 */
export const ID_HEX_LENGTH = 32;
export const ID_PREFIX_PATTERN = /^[A-Z]{2}$/;
export const idPatternOf = (prefix: string): RegExp => {
  if (!ID_PREFIX_PATTERN.test(prefix)) throw new Error(`id prefix '${prefix}' is not two capital letters`);
  return new RegExp(`^${prefix}[0-9a-f]{${ID_HEX_LENGTH}}$`);
};

export const ACCOUNT_ID_PREFIX = 'AC';
export const CLIENT_ID_PREFIX = 'CL';
/** a workgroup's row id: its item id is its name (the picker's value) */
export const WORKGROUP_ROW_ID_PREFIX = 'WG';

export const ACCOUNT_SID_PATTERN = idPatternOf(ACCOUNT_ID_PREFIX);
export const CLIENT_ID_PATTERN = idPatternOf(CLIENT_ID_PREFIX);

export const ZAccountSid = text().regex(ACCOUNT_SID_PATTERN, OUR_MESSAGES.notFound);
export const ZClientId = text().regex(CLIENT_ID_PATTERN, OUR_MESSAGES.notFound);
