import { and, eq } from 'drizzle-orm';
import { templateMeasure, templatesResource } from '@parley/domain';
import type { Db } from '../client';
import { demoId } from '../ids';
import { addWhileNone } from '../seed-while-empty';
import { assets, messageTemplates } from '../schema/index';
import type { DemoAccounts } from '../seed-resources';

interface TDemoTemplate {
  title: string;
  content: string;
  /** the name of one of Acme's demo assets (seeds/assets.ts) */
  asset?: string;
}

/**
 * Acme's message templates, each showing something of the editor: plain GSM7, a contact
 * variable with a default, an emoji (Unicode) with an image and a '20%' sent as typed, curly
 * quotes (look-alikes a user may replace to get back to GSM7), and one of two parts.
 */
const ACME_TEMPLATES: TDemoTemplate[] = [
  {
    title: 'Appointment reminder',
    content: 'Reminder: your appointment is tomorrow at 10:00. Reply C to confirm or R to reschedule.',
  },
  {
    title: 'Order ready for pickup',
    content: 'Hi %firstname|there%, your order %ORDER_NUMBER% is ready for pickup at our Main St store.',
  },
  {
    title: 'Spring sale',
    content:
      '🌸 Spring sale! 20% off everything this weekend, %firstname|friend%. Show this text at the till.',
    asset: 'Spring sale banner',
  },
  {
    title: 'Holiday hours',
    content: 'We’re closed on Monday for the holiday and we’ll be back on Tuesday at 9am. “Happy holidays!”',
  },
  {
    title: 'Delivery window',
    content:
      'Hello %firstname|there%, your delivery is booked for %DELIVERY_DATE|this week% between 8am and 12pm. ' +
      'Someone over 18 must be home to sign for it. To change the date, reply CHANGE, or call us on ' +
      '(555) 010-2030 from 9am to 5pm, Monday to Friday.',
  },
];

/** Acme's demo templates, while it has none; after the assets, which one of them uses. */
export async function seedTemplates(db: Db, accounts: DemoAccounts): Promise<void> {
  const accountSid = accounts.acme.accountSid;
  const target = { table: messageTemplates, account: messageTemplates.accountSid };
  await addWhileNone(db, target, accountSid, async (tx) => {
    const assetId = async (name: string | undefined) => {
      if (!name) return null;
      const [row] = await tx
        .select({ id: assets.id })
        .from(assets)
        .where(and(eq(assets.accountSid, accountSid), eq(assets.name, name)))
        .limit(1);
      return row?.id ?? null;
    };
    const rows = [];
    for (const [i, template] of ACME_TEMPLATES.entries()) {
      const when = new Date(Date.UTC(2026, 9, 5 + i * 4, 9 + i));
      rows.push({
        id: demoId(templatesResource, `template-${i}`),
        accountSid,
        title: template.title,
        content: template.content,
        assetId: await assetId(template.asset),
        ...templateMeasure(template.content),
        createdAt: when,
        updatedAt: when,
      });
    }
    return rows;
  });
}
