import type { TPortalLinks } from './api/get-portal-config';

/** The second contact-center link: the configured target with the account's cluster id in it. */
export const contactCenterClusterUrl = (links: TPortalLinks, cluster: string) =>
  links.contactCenterCluster.replaceAll('{cluster}', encodeURIComponent(cluster));

/** The external help search page for a query (doc 000 §2: opened on Enter). */
export const helpSearchUrl = (links: TPortalLinks, query: string) =>
  links.helpSearch.replaceAll('{query}', encodeURIComponent(query.trim()));
