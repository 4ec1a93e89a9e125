import type { FastifyInstance } from 'fastify';
import {
  MESSAGE_TEXTS,
  messageSendEndpoint,
  messagesResource,
  networkInboundEndpoint,
  optOutsEndpoint,
  type TMessageInput,
} from '@parley/domain';
import type { JobEnqueuer } from '../../jobs/define';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { badRequest } from '../../lib/errors';
import { resourceRoutes } from '../../lib/resource-routes';
import { receiveInbound } from './inbound-repository';
import { inboxRoutes } from './inbox-routes';
import { optOutsOf } from './opt-outs-repository';
import { messagesRepository } from './repository';
import { sendMessage } from './send-repository';

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

  inboxRoutes(app, platform);

  endpointRoutes(app, optOutsEndpoint, {
    list: ({ auth }) => optOutsOf(app.db, auth.accountId, OPT_OUTS_SHOWN),
  });
}
