import { rule } from './rules';

// Apart from the resource, as for templates: the sidebar reads it at start, and the resource's
// module brings zod and its schemas with it (issue 24's sign-in budget).
/**
 * Break types are an account setting: reading and changing them need the rule of the sidebar's
 * /breaks link (Settings, doc 000 §2: gumby-acct-update); config/nav.ts uses this very object.
 */
export const BREAK_ACCESS = rule.all('gumby-acct-update');
