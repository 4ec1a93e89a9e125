import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { MESSAGE_EXPORT_KEEP_DAYS } from '@parley/domain';
import { deleteExportsBefore, finishExport, writeNextPage } from './repository';

/** Messages a part of the file holds: a page read and written in one short transaction. */
export const EXPORT_PAGE_SIZE = 2_000;

const RETRIES = 3;

/**
 * The message log's CSV exports (issue 28): one job per export writes its file a page at a time,
 * each page committed with where it read to (so `rowsWritten` shows progress, and a run cut short
 * resumes where it stopped); the last step marks it done with the job's completion. After its
 * last retry fails, the export is marked failed so the page stops waiting for it. A daily job
 * deletes the exports asked for more than MESSAGE_EXPORT_KEEP_DAYS days before.
 */
export const MESSAGE_EXPORT_JOBS = {
  'message-exports.write': defineJob({
    payload: z.object({ exportId: z.string() }),
    retryLimit: RETRIES,
    // a log of millions of messages takes minutes; a run is not taken for dead before an hour
    expireInSeconds: 3_600,
    handler: async ({ exportId }, ctx) => {
      try {
        while (!(await writeNextPage(ctx.db, exportId, EXPORT_PAGE_SIZE))) {
          // each page is its own transaction: the loop only asks for the next
        }
        await ctx.transaction((tx) => finishExport(tx, exportId, 'done'));
      } catch (err) {
        if (ctx.retryCount >= RETRIES) await ctx.db.transaction((tx) => finishExport(tx, exportId, 'failed'));
        throw err;
      }
    },
  }),
  'message-exports.cleanup': defineJob({
    payload: z.object({ day: z.string() }),
    policy: 'singleton',
    daily: (now) => {
      const day = now.toISOString().slice(0, 10);
      return { payload: { day }, key: `message-exports-cleanup:${day}` };
    },
    handler: async ({ day }, ctx) => {
      const before = new Date(Date.parse(day) - MESSAGE_EXPORT_KEEP_DAYS * 86_400_000);
      await ctx.transaction((tx) => deleteExportsBefore(tx, before));
    },
  }),
};
