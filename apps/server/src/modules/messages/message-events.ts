import { areaCodeInfo, moneyText } from '@parley/domain';
import type { Tx } from '../../db/client';
import { emitWebhookEvent, type WebhookJobs } from '../../lib/webhook-events';
import type { TMessageRow } from './rows-repository';

/** A North American number's country by its area code (toll-free and others: US); else the code after '+'. */
export function countryOf(phoneNumber: string): string {
  const m = /^\+1(\d{3})\d{7}$/.exec(phoneNumber);
  if (m) return areaCodeInfo(m[1]!)?.country ?? 'US';
  return '';
}

/**
 * The webhook events a message makes (doc 001 §3's sms_outbound and sms_inbound, issue 28), in the
 * transaction that wrote it: a webhook hears of a message if and only if it was accepted. The
 * catalogue's fields, with what the catalogue has no field for in `metadata`.
 */
export function emitMessageEvent(tx: Tx, jobs: WebhookJobs, row: TMessageRow, mediaUrl: string | null) {
  if (row.direction === 'inbound')
    return emitWebhookEvent(tx, jobs, {
      accountSid: row.accountSid,
      event: 'sms_inbound',
      data: { to: row.toNumber, from: row.fromNumber, body: row.body },
      messageSid: row.sid,
      at: row.createdAt,
    });
  return emitWebhookEvent(tx, jobs, {
    accountSid: row.accountSid,
    event: 'sms_outbound',
    data: {
      accountsid: row.accountSid,
      smsid: row.sid,
      to: row.toNumber,
      from: row.fromNumber,
      body: row.body,
      messagecount: row.segments,
      mediaurl: mediaUrl,
      tocountry: countryOf(row.toNumber),
      fromcountry: countryOf(row.fromNumber),
      metadata: {
        status: row.status,
        encoding: row.encoding,
        price: moneyText(row.price),
        numberSetId: row.numberSetId,
        templateId: row.templateId,
      },
    },
    messageSid: row.sid,
    at: row.createdAt,
  });
}
