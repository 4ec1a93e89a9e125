import type { FastifyInstance } from 'fastify';
import { MESSAGE_TEXTS, inboxEndpoint, type TConversationUpdate, type TNoteInput } from '@parley/domain';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { badRequest } from '../../lib/errors';
import { receiveInbound } from './inbound-repository';
import {
  addNote,
  conversationTimeline,
  getConversation,
  inboxAgents,
  inboxCounts,
  inboxNames,
  listConversations,
  replied,
  replyRoute,
  updateConversation,
} from './inbox-repository';
import { sendMessage, type MessagePlatform } from './send-repository';

/**
 * The inbox (issue 30), in the messages module: a reply is a send (`POST /v3/messages`' rules,
 * checks and charge), and a module never imports another.
 */
export function inboxRoutes(app: FastifyInstance, platform: MessagePlatform) {
  endpointRoutes(app, inboxEndpoint, {
    list: ({ auth, query }) =>
      listConversations(app.db, auth, { ...query, view: query.view, status: query.status }),
    counts: ({ auth }) => inboxCounts(app.db, auth),
    get: ({ auth, params }) => getConversation(app.db, auth.accountId, params.id),
    timeline: ({ auth, params, query }) =>
      conversationTimeline(app.db, auth.accountId, params.id, query.cursor),
    reply: async ({ auth, params, body }) => {
      const route = await replyRoute(app.db, auth.accountId, params.id);
      const message = await sendMessage(
        app.db,
        platform,
        { accountSid: auth.accountId, clientId: auth.clientId },
        { ...body, ...route.sender, to: route.to },
      );
      await app.db.transaction((tx) => replied(tx, auth, params.id, new Date()));
      return message;
    },
    update: ({ auth, params, body, audited }) =>
      audited((tx) => updateConversation(tx, auth, params.id, body as TConversationUpdate, new Date()), {
        operation: 'update',
        targetType: 'conversation',
        targetId: params.id,
        detail: body as Record<string, unknown>,
      }),
    note: ({ auth, params, body, audited }) =>
      audited(
        (tx) => addNote(tx, auth, params.id, body as TNoteInput, new Date()),
        (note) => ({
          operation: 'note',
          targetType: 'conversation',
          targetId: params.id,
          detail: { noteId: note.noteId },
        }),
      ),
    simulateReply: async ({ auth, params }) => {
      const reply = app.network.customerReply;
      if (!app.network.simulated || !reply) throw badRequest(MESSAGE_TEXTS.inboundNotSimulated);
      const route = await replyRoute(app.db, auth.accountId, params.id);
      const result = await receiveInbound(app.db, platform, auth.accountId, {
        from: route.to,
        to: route.accountNumber,
        body: reply(route.to, Date.now()),
      });
      return result.message;
    },
    names: ({ auth }) => inboxNames(app.db, auth.accountId),
    agents: ({ auth }) => inboxAgents(app.db, auth.accountId),
  });
}
