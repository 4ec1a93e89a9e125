import { rule } from './rules';

// Apart from the resource, as for breaks: the sidebar may read it at start, and the resource's
// module brings zod and its schemas with it (issue 24's sign-in budget).
/** Who may read transfer presets and who may change them (the sidebar's /presets link, doc 000 §2). */
export const PRESET_ACCESS = {
  read: rule.all('gumby-acct-update'),
  write: rule.all('gumby-acct-update'),
};
