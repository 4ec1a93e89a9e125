import { fillPath } from '@parley/domain';
/** The second contact-center link: the configured target with the account's cluster id in it. */
export const contactCenterClusterUrl = (template: string, cluster: string) => fillPath(template, { cluster });

/** The external help search page for a query (doc 000 §2: opened on Enter). */
export const helpSearchUrl = (template: string, query: string) => fillPath(template, { query: query.trim() });
