// The schemas of the session's answers, in a chunk of their own with zod: auth-api.ts loads it
// when a grant or a session is to be read, so the sign-in page paints without zod (issue 24).
export { ZSession, ZTokenGrant } from '@parley/domain';
