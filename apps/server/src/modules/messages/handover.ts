import type { Db, Tx } from '../../db/client';
import type { JobEnqueuer } from '../../jobs/define';
import { postToLedger } from '../../ledger/ledger';
import type { CarrierNetwork, Receipt } from '../../network/index';
import { advanceMessage, messageBySid, type TMessageRow } from './rows-repository';
import { countInStats } from './stats-rollup-repository';

/**
 * Applies a receipt. A message that failed (the carrier refused it: it never left) is refunded,
 * once (its own ledger key); undelivered ones were carried and stay charged, as carriers bill them.
 */
export async function applyReceipt(tx: Tx, jobs: JobEnqueuer, sid: string, receipt: Receipt) {
  const row = await advanceMessage(tx, sid, receipt);
  if (row && receipt.status === 'failed' && row.price > 0) {
    await countInStats(tx, row.accountSid, row.createdAt, { spend: -row.price });
    await postToLedger(
      tx,
      {
        accountSid: row.accountSid,
        amount: row.price,
        kind: 'message',
        description: `Refund: message to ${row.toNumber} failed (${receipt.errorCode ?? 'no code'})`,
        reference: row.sid,
        idempotencyKey: `refund:${row.sid}`,
        ...(receipt.at.getTime() < Date.now() - 60_000 ? { at: receipt.at } : {}),
      },
      jobs,
    );
  }
  return row;
}

/** What handing a message over needs: the network, and the queue for receipts still to come. */
export interface HandoverPlatform {
  network: CarrierNetwork;
  jobs: JobEnqueuer;
}

/**
 * Hands a queued message to the network (messages.submit's work; the demo calls it directly).
 * The network answers with the receipts to come: those already due are applied now (all of them
 * for the demo's past), the rest are jobs at their time. The carrier dedupes by our sid, so a
 * retried handover is the same message.
 */
export async function handOver(
  db: Db | Tx,
  platform: HandoverPlatform,
  sid: string,
  transaction: <T>(work: (tx: Tx) => Promise<T>) => Promise<T> = (work) => db.transaction(work),
): Promise<TMessageRow | null> {
  const row = await messageBySid(db, sid);
  if (!row || row.status !== 'queued') return transaction(async () => null);
  const { receipts } = await platform.network.submitMessage({
    sid: row.sid,
    from: row.fromNumber,
    to: row.toNumber,
    body: row.body,
    segments: row.segments,
    media: row.mediaAssetId !== null,
    at: row.createdAt,
  });
  return transaction(async (tx) => {
    const now = Date.now();
    for (const receipt of receipts) {
      const waitMs = receipt.at.getTime() - now;
      if (waitMs <= 0) await applyReceipt(tx, platform.jobs, sid, receipt);
      else
        await platform.jobs.enqueue(
          tx,
          'messages.receipt',
          { sid, status: receipt.status, errorCode: receipt.errorCode, at: receipt.at.toISOString() },
          { startAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) },
        );
    }
    return messageBySid(tx, sid);
  });
}
