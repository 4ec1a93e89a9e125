import { z } from 'zod';
import { MESSAGE_READ } from '../access/messages';
import { text } from '../validation/text';
import { defineEndpoint } from './define-endpoint';
import { messagesResource } from './messages';

/**
 * CSV exports of the message log (issue 28): every message the log's filters match, written by a
 * job a page at a time (a log of millions of rows is not one request's work), with its progress,
 * then offered as a file. Our texts: the spec words none of these.
 */
export const MESSAGE_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TMessageExportStatus = (typeof MESSAGE_EXPORT_STATUSES)[number];

/** The log's own filters, as `GET /v3/messages` takes them: one list of rules for both. */
const LOG_FILTERS = messagesResource.list.filters;
if (!LOG_FILTERS) throw new Error('the messages resource declares the log’s filters');
export const ZMessageFilters = z.strictObject(LOG_FILTERS);
export type TMessageFilters = z.input<typeof ZMessageFilters>;

export const MESSAGE_EXPORT_ID_PREFIX = 'ME';

/** Days an export's file is kept after it was asked for; a daily job deletes older ones. */
export const MESSAGE_EXPORT_KEEP_DAYS = 7;

export const ZMessageExport = z.object({
  exportId: text(),
  status: z.enum(MESSAGE_EXPORT_STATUSES),
  /** messages written to the file so far */
  rowsWritten: z.number().int(),
  /** the filters it was started with */
  filters: ZMessageFilters,
  /** the file's name, for the download */
  fileName: text(),
  /** ISO 8601 */
  created: text(),
  /** ISO 8601 */
  updated: text(),
});
export type TMessageExport = z.infer<typeof ZMessageExport>;

const ZExportParams = z.strictObject({ exportId: text().trim().min(1).max(64) });

/** The file's columns, in order (the first line of the CSV). */
export const MESSAGE_EXPORT_COLUMNS = [
  'Date (UTC)',
  'Direction',
  'From',
  'To',
  'Body',
  'Encoding',
  'Parts',
  'Segments',
  'Status',
  'Error code',
  'Price',
  'Message SID',
] as const;

export const MESSAGE_EXPORT_PATHS = {
  start: '/v3/messages/exports',
  one: '/v3/messages/exports/:exportId',
  file: '/v3/messages/exports/:exportId/file',
} as const;

/** `POST /v3/messages/exports` and `GET /v3/messages/exports/{exportId}`. */
export const messageExportsEndpoint = defineEndpoint({
  name: 'message-exports',
  tag: 'messages',
  path: MESSAGE_EXPORT_PATHS.start,
  calls: {
    start: {
      method: 'POST',
      summary: 'Export the message log as CSV',
      description:
        'Takes the filters of `GET /v3/messages` and starts a job that writes every message they match, newest first, as of now, a page at a time. Answers the export (queued); `GET /v3/messages/exports/{exportId}` tells its progress. Once it is done, `GET /v3/messages/exports/{exportId}/file` (same access) answers the file: text/csv, RFC 4180 with every field quoted and cells that could run as a formula neutralised, as an attachment named `messages-{day}.csv`; 409 before it is done, 404 for another account’s export.',
      access: MESSAGE_READ,
      body: ZMessageFilters,
      answer: ZMessageExport,
      example: () => ({ body: { direction: 'outbound' } }),
    },
    get: {
      method: 'GET',
      path: MESSAGE_EXPORT_PATHS.one,
      summary: 'An export of the message log: its status and progress',
      description: 'queued, running (rowsWritten grows), done or failed. Another account’s export is 404.',
      access: MESSAGE_READ,
      params: ZExportParams,
      answer: ZMessageExport,
      notFound: true,
      example: () => ({ url: `/v3/messages/exports/${MESSAGE_EXPORT_ID_PREFIX}${'0'.repeat(32)}` }),
    },
  },
});

export const MESSAGE_EXPORT_TEXTS = {
  notFound: 'This account has no such export.',
  notDone: 'The export is not finished yet.',
} as const;
