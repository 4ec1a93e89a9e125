import { text } from '../validation/text';
import { OUR_MESSAGES } from '../validation/messages';

/** Account ids are 'AC' and 32 hex digits; user (client) ids 'CL' and 32 hex digits. */
export const ACCOUNT_SID_PATTERN = /^AC[0-9a-f]{32}$/;
export const CLIENT_ID_PATTERN = /^CL[0-9a-f]{32}$/;

export const ZAccountSid = text().regex(ACCOUNT_SID_PATTERN, OUR_MESSAGES.notFound);
export const ZClientId = text().regex(CLIENT_ID_PATTERN, OUR_MESSAGES.notFound);
