import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import {
  MESSAGE_TEXTS,
  messageSendEndpoint,
  messagesResource,
  networkInboundEndpoint,
  optOutsEndpoint,
  type TMessageInput,
} from '@parley/domain';
import { optOuts } from '../../db/schema/index';
import type { JobEnqueuer } from '../../jobs/define';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { badRequest } from '../../lib/errors';
import { resourceRoutes } from '../../lib/resource-routes';
import { receiveInbound } from './inbound';
import { messagesRepository } from './repository';
import { sendMessage } from './send';

/** The newest opt-outs a list shows (the /compliance page will page them). */
const OPT_OUTS_SHOWN = 1_000;

/**
 * Messages (issue 28): the log on the resource kit (`GET /v3/messages`, `/v3/messages/{messageSid}`),
 * sending beside it, the simulated network's inbound door and the opt-out list.
 */
export default async function messagesRoutes(app: FastifyInstance) {
  // the queue's enqueue, loosely typed as handlers see it (jobs/define.ts)
  const platform = {
    network: app.network,
    jobs: app.jobs as unknown as JobEnqueuer,
    publicUrl: app.config.assets.publicUrl,
  };
  resourceRoutes(app, messagesResource, messagesRepository);

  endpointRoutes(app, messageSendEndpoint, {
    send: ({ auth, body }) =>
      sendMessage(
        app.db,
        platform,
        { accountSid: auth.accountId, clientId: auth.clientId },
        body as TMessageInput,
      ),
  });

  endpointRoutes(app, networkInboundEndpoint, {
    receive: ({ auth, body }) => {
      if (!app.network.simulated) throw badRequest(MESSAGE_TEXTS.inboundNotSimulated);
      return receiveInbound(app.db, platform, auth.accountId, body);
    },
  });

  endpointRoutes(app, optOutsEndpoint, {
    list: async ({ auth }) => {
      const rows = await app.db
        .select()
        .from(optOuts)
        .where(eq(optOuts.accountSid, auth.accountId))
        .orderBy(desc(optOuts.createdAt))
        .limit(OPT_OUTS_SHOWN);
      return rows.map((r) => ({
        phoneNumber: r.phoneNumber,
        keyword: r.keyword,
        viaNumber: r.viaNumber,
        created: r.createdAt.toISOString(),
      }));
    },
  });
}
