import { and, eq } from 'drizzle-orm';
import {
  ERROR_CODES,
  MESSAGES,
  MESSAGE_TEXTS,
  analyzeMessage,
  fillText,
  messageRates,
  unitsOfDollars,
  type TMessage,
  type TMessageInput,
} from '@parley/domain';
import type { Db, Tx } from '../../db/client';
import { messageSid } from '../../db/message-ids';
import { accounts, ledgerEntries, optOuts } from '../../db/schema/index';
import type { JobEnqueuer } from '../../jobs/define';
import { postToLedger } from '../../ledger/ledger';
import { HttpError, badRequest } from '../../lib/errors';
import { listPriceRates } from '../../lib/price-list';
import type { CarrierNetwork, LineLookup } from '../../network/index';
import { contentOf } from './content-repository';
import { mediaOf } from './media-repository';
import { emitMessageEvent } from './message-events';
import { insertMessage, itemOfRow, messageBySid } from './rows-repository';
import { senderFromSet, senderOf } from './sender-repository';

/** What sending needs of the platform (DESIGN.md §8). */
export interface MessagePlatform {
  network: CarrierNetwork;
  jobs: JobEnqueuer;
  /** the origin an image's public URL starts with (config.assets.publicUrl), for the webhook's mediaurl */
  publicUrl?: string;
}

/** Who sends: the account, and the user when a person did (null for the platform's own). */
export interface TSendAs {
  accountSid: string;
  clientId: string | null;
}

export interface SendOptions {
  /** the demo's simulated past; now otherwise */
  at?: Date;
  /**
   * false: the caller hands the message to the network itself (the demo, which replays its
   * past at once); the message's job otherwise
   */
  enqueue?: boolean;
}

/** The ledger's key for a send: the caller's, per account, under the ledger's unique index. */
const ledgerKeyOf = (idempotencyKey: string) => `message:${idempotencyKey}`;

/** The message an idempotency key sent before (its charge names it), or null. */
async function sentBefore(db: Db | Tx, accountSid: string, idempotencyKey: string): Promise<TMessage | null> {
  const [entry] = await db
    .select({ sid: ledgerEntries.reference })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountSid, accountSid),
        eq(ledgerEntries.idempotencyKey, ledgerKeyOf(idempotencyKey)),
      ),
    );
  const row = entry?.sid ? await messageBySid(db, entry.sid) : null;
  return row ? itemOfRow(row) : null;
}

/** Thrown inside a send's transaction when the same key's charge committed first: undoes this one. */
class SentConcurrently extends Error {}

const unfunded = () => new HttpError(402, ERROR_CODES.paymentRequired, MESSAGES.unfunded);

async function refuseOptedOut(tx: Tx, accountSid: string, to: string) {
  const [row] = await tx
    .select({ keyword: optOuts.keyword })
    .from(optOuts)
    .where(and(eq(optOuts.accountSid, accountSid), eq(optOuts.phoneNumber, to)))
    .limit(1);
  if (row) throw badRequest(fillText(MESSAGE_TEXTS.optedOut, { number: to }), 'to');
}

/**
 * Sends one message (issue 28): every check a 4xx that changes nothing; then, in one transaction,
 * the charge per segment (per MMS with an image) and the message row, and the job that hands it
 * to the network. A balance that cannot pay is a 402 and nothing is written.
 */
export async function sendMessage(
  db: Db | Tx,
  platform: MessagePlatform,
  as: TSendAs,
  input: TMessageInput,
  options: SendOptions = {},
): Promise<TMessage> {
  const at = options.at ?? new Date();
  const { accountSid } = as;
  let line: LineLookup | null = null;
  const lookup = async () => (line ??= await platform.network.lookup(input.to));
  const key = input.idempotencyKey;
  if (key !== undefined) {
    // a retry answers what the first request did, even when the account could not pay for it now
    const earlier = await sentBefore(db, accountSid, key);
    if (earlier) return earlier;
  }
  try {
    return await sendOnce(db, platform, as, input, options, at, lookup);
  } catch (error) {
    // the same key sent twice at once: the ledger's lock let one charge through, this one undone
    const earlier = error instanceof SentConcurrently ? await sentBefore(db, accountSid, key!) : null;
    if (earlier) return earlier;
    throw error;
  }
}

async function sendOnce(
  db: Db | Tx,
  platform: MessagePlatform,
  as: TSendAs,
  input: TMessageInput,
  options: SendOptions,
  at: Date,
  lookup: () => Promise<LineLookup>,
): Promise<TMessage> {
  const { accountSid } = as;
  return db.transaction(async (tx) => {
    const content = await contentOf(tx, accountSid, input);
    const mediaAssetId = input.mediaAssetId ?? content.templateAssetId;
    const mms = mediaAssetId !== null;
    const sender =
      input.numberSetId !== undefined
        ? await senderFromSet(tx, accountSid, input.numberSetId, input.to, mms)
        : await senderOf(tx, accountSid, input.from!, mms);
    await refuseOptedOut(tx, accountSid, input.to);
    const media = mms
      ? await mediaOf(tx, accountSid, mediaAssetId, await lookup(), sender.numberType === 2)
      : null;
    const analysis = analyzeMessage(content.body);
    const tooLong = analysis.errors.find((e) => e.key === 'maxLength');
    if (tooLong) throw badRequest(tooLong.message, 'body');
    if (content.body.trim() === '' && !media) throw badRequest(MESSAGE_TEXTS.bodyEmpty, 'body');

    const [account] = await tx
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(eq(accounts.accountSid, accountSid));
    if (!account || account.balance <= 0) throw unfunded();
    const rates = messageRates(await listPriceRates(tx));
    const segments = media ? 1 : Math.max(analysis.segments, 1);
    const price = media ? unitsOfDollars(rates.mms) : segments * unitsOfDollars(rates.sms);

    // The row first, the charge after it: the charge locks the account's row until the
    // commit, so what it waits behind is only the ledger's own statements and the events. (The
    // messages table has no foreign key to the account: its KEY SHARE lock taken before the
    // charge's FOR UPDATE deadlocked two concurrent sends, found by bench:send.)
    const sid = messageSid(at);
    const row = await insertMessage(tx, {
      sid,
      accountSid,
      direction: 'outbound',
      from: sender.phoneNumber,
      to: input.to,
      body: content.body,
      mediaAssetId: media?.assetId ?? null,
      status: 'queued',
      price,
      numberSetId: sender.numberSetId,
      templateId: content.templateId,
      measure: analysis,
      sentByPerson: as.clientId !== null,
      at,
    });
    const charged = await postToLedger(
      tx,
      {
        accountSid,
        amount: -price,
        kind: 'message',
        description: media
          ? `MMS to ${input.to}`
          : `SMS to ${input.to} (${segments} segment${segments === 1 ? '' : 's'})`,
        reference: sid,
        createdBy: as.clientId,
        idempotencyKey: input.idempotencyKey === undefined ? null : ledgerKeyOf(input.idempotencyKey),
        ...(options.at ? { at } : {}),
      },
      platform.jobs,
    );
    if (charged.replayed) throw new SentConcurrently();
    // the job after the charge, so it is enqueued close to the commit: the queue wakes its worker
    // on enqueue, and a fetch long before the commit finds nothing and sleeps its interval
    if (options.enqueue !== false) await platform.jobs.enqueue(tx, 'messages.submit', { sid: row.sid });
    // events happen as they happen: the demo's past made none
    if (!options.at)
      await emitMessageEvent(
        tx,
        platform.jobs,
        row,
        media ? `${platform.publicUrl ?? ''}${media.path}` : null,
      );
    return itemOfRow(row);
  });
}
