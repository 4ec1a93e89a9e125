import { messageExportsEndpoint, messageSendEndpoint, messagesResource } from '@parley/domain';
import { createEndpoint } from '@/lib/create-endpoint';
import { createResource } from '@/lib/create-resource';

/** The account's message log (/logs/sms, issue 28): read only, written by sending and the network. */
export const messages = createResource(messagesResource);

/** POST /v3/messages: one message sent now (a template's test message, the developer page). */
export const messageSend = createEndpoint(messageSendEndpoint);

/** The log's CSV exports: started with its filters, written by a job, then downloaded. */
export const messageExports = createEndpoint(messageExportsEndpoint);
