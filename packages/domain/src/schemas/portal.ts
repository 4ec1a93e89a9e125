import { z } from 'zod';
import { text } from '../validation/text';

const link = text().nullable();

/**
 * Where the portal's external links and help items go (doc 000 §2), from the server's
 * configuration. A target that is not configured is null, and its link is not shown.
 */
export const ZPortalLinks = z.object({
  contactCenter: link,
  /** contains `{cluster}`, replaced with the account's cc_cluster_id */
  contactCenterCluster: link,
  aiProduct: link,
  helpArticles: link,
  productUpdates: link,
  systemStatus: link,
  /** contains `{query}`, replaced with the URL-encoded search text */
  helpSearch: link,
  supportTickets: link,
  newTicket: link,
  /** always set: the portal serves them at /legal/eula and /legal/msa unless configured elsewhere */
  eula: text(),
  msa: text(),
  supportChat: link,
  supportEmail: text(),
  trainingVideos: z.array(
    z.object({ title: text(), url: text(), minutes: z.number().positive().optional() }),
  ),
});
export type TPortalLinks = z.infer<typeof ZPortalLinks>;
export type TTrainingVideo = TPortalLinks['trainingVideos'][number];

/** GET /v3/portal/config: one answer read by the shell and by features, under one query key. */
export const ZPortalConfig = z.object({
  version: text(),
  sentryDsn: text().nullable(),
  links: ZPortalLinks,
});
export type TPortalConfig = z.infer<typeof ZPortalConfig>;
