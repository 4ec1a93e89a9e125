import { dispositionsResource, type TDispositionOutcome } from '@parley/domain';
import type { Db } from '../client';
import { demoId } from '../ids';
import { addWhileNone } from '../seed-while-empty';
import { dispositions } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';

type TDemoDisposition = [name: string, description: string, outcome: TDispositionOutcome, enabled: boolean];

/** A sales and service desk's wrap-up codes; one retired. Acme only. */
const ACME_DISPOSITIONS: TDemoDisposition[] = [
  ['Sale made', 'The contact bought or renewed.', 'success', true],
  ['Appointment booked', 'A visit or demo is in the calendar.', 'success', true],
  ['Call back later', 'The contact asked to be called at another time.', 'callback', true],
  ['Left voicemail', 'No answer; a message was left.', 'callback', true],
  ['Not interested', 'The contact declined the offer.', 'not_interested', true],
  ['Do not call', 'The contact asked never to be contacted again.', 'do_not_contact', true],
  ['Wrong number', 'Replaced by Do not call in 2025.', 'do_not_contact', false],
];

/** Acme's dispositions, while it has none. */
export async function seedDispositions(db: Db, accounts: DemoAccounts): Promise<void> {
  const accountSid = accounts.acme.accountSid;
  await addWhileNone(db, { table: dispositions, account: dispositions.accountSid }, accountSid, () =>
    ACME_DISPOSITIONS.map(([name, description, outcome, enabled], i) => ({
      id: demoId(dispositionsResource, `acme-${i}`),
      accountSid,
      name,
      description,
      outcome,
      enabled,
      // a day apart, so "newest first" means something
      createdAt: new Date(Date.UTC(2026, 9, 10 + i, 9)),
      updatedAt: new Date(Date.UTC(2026, 9, 10 + i, 9)),
    })),
  );
}
