import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGE_TEXTS, fillText } from '@parley/domain';
import type { Tx } from '../../db/client';
import { numberSets, phoneNumbers } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { hashString } from '../../network/simulated/hash';

/** The number a message goes out from. */
export interface TSender {
  phoneNumber: string;
  phoneSid: string;
  /** 1 local, 2 toll-free: a toll-free sender's MMS has a smaller budget */
  numberType: 1 | 2;
  numberSetId: string | null;
}

const senderColumns = {
  phoneNumber: phoneNumbers.phoneNumber,
  phoneSid: phoneNumbers.id,
  numberType: phoneNumbers.numberType,
  smsEnabled: phoneNumbers.smsEnabled,
  mmsEnabled: phoneNumbers.mmsEnabled,
  status: phoneNumbers.status,
};

/** `from`: a held number of the account, active, able to send SMS (and MMS with an image). */
export async function senderOf(tx: Tx, accountSid: string, from: string, mms: boolean): Promise<TSender> {
  const [n] = await tx
    .select(senderColumns)
    .from(phoneNumbers)
    .where(
      and(
        eq(phoneNumbers.accountSid, accountSid),
        eq(phoneNumbers.phoneNumber, from),
        isNull(phoneNumbers.releasedAt),
      ),
    )
    .limit(1);
  const number = { number: from };
  if (!n) throw badRequest(fillText(MESSAGE_TEXTS.fromNotOwned, number), 'from');
  if (!n.smsEnabled) throw badRequest(fillText(MESSAGE_TEXTS.fromNoSms, number), 'from');
  if (mms && !n.mmsEnabled) throw badRequest(fillText(MESSAGE_TEXTS.fromNoMms, number), 'from');
  if (n.status !== 'active') throw badRequest(fillText(MESSAGE_TEXTS.fromPending, number), 'from');
  return { phoneNumber: n.phoneNumber, phoneSid: n.phoneSid, numberType: n.numberType, numberSetId: null };
}

/**
 * A number set picks the sender among its active numbers able to send this message, by phone
 * number: round-robin takes the next in turn (the set's counter, bumped under its row lock, so
 * concurrent sends take different numbers); sticky takes the same number for the same recipient
 * while the set keeps its numbers (a hash of the recipient), as a person expects replies to come
 * from the number they know.
 */
export async function senderFromSet(
  tx: Tx,
  accountSid: string,
  setId: string,
  to: string,
  mms: boolean,
): Promise<TSender> {
  const [set] = await tx
    .update(numberSets)
    .set({ sendCount: sql`${numberSets.sendCount} + 1` })
    .where(and(eq(numberSets.accountSid, accountSid), eq(numberSets.id, setId)))
    .returning({ name: numberSets.name, strategy: numberSets.strategy, turn: numberSets.sendCount });
  if (!set) throw badRequest(MESSAGE_TEXTS.setUnknown, 'numberSetId');
  const capable = await tx
    .select(senderColumns)
    .from(phoneNumbers)
    .where(
      and(
        eq(phoneNumbers.accountSid, accountSid),
        eq(phoneNumbers.numberSetId, setId),
        isNull(phoneNumbers.releasedAt),
        eq(phoneNumbers.status, 'active'),
        eq(phoneNumbers.smsEnabled, true),
        mms ? eq(phoneNumbers.mmsEnabled, true) : undefined,
      ),
    )
    .orderBy(asc(phoneNumbers.phoneNumber));
  if (capable.length === 0)
    throw badRequest(fillText(MESSAGE_TEXTS.setEmpty, { set: set.name }), 'numberSetId');
  const index = set.strategy === 'sticky' ? hashString(to) % capable.length : (set.turn - 1) % capable.length;
  const n = capable[index]!;
  return { phoneNumber: n.phoneNumber, phoneSid: n.phoneSid, numberType: n.numberType, numberSetId: setId };
}
