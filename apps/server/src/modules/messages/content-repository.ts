import { and, eq } from 'drizzle-orm';
import {
  MESSAGE_TEXTS,
  contactTemplateValues,
  fillText,
  parseTemplate,
  renderParsedTemplate,
  type TemplateValues,
} from '@parley/domain';
import type { Tx } from '../../db/client';
import { contacts, messageTemplates } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { attributesOf } from '../../lib/contact-attributes';

/** What a message says: its text, the template it came from and the template's image. */
export interface TContent {
  body: string;
  templateId: string | null;
  /** the template's image, sent unless the request names another */
  templateAssetId: string | null;
}

/** The recipient's contact's attribute values, or none when the account has no contact at that number. */
async function contactOf(tx: Tx, accountSid: string, to: string) {
  const [row] = await tx
    .select({ extData: contacts.extData })
    .from(contacts)
    .where(
      and(eq(contacts.accountSid, accountSid), eq(contacts.phoneNumber, to), eq(contacts.archived, false)),
    )
    .limit(1);
  return row?.extData ?? null;
}

/**
 * A template's text with its variables filled: the request's `variables` first, then the
 * recipient's contact, then the variable's default; a variable with none of these is a 400 naming
 * it (sending "Hi ," to a customer is worse than not sending).
 */
async function renderFor(
  tx: Tx,
  accountSid: string,
  content: string,
  to: string,
  given: Readonly<Record<string, string>>,
): Promise<string> {
  const parsed = parseTemplate(content);
  if (parsed.variables.length === 0) return content;
  const extData = await contactOf(tx, accountSid, to);
  const fromContact: TemplateValues = extData
    ? contactTemplateValues(parsed, extData, await attributesOf(tx, accountSid))
    : {};
  const values: Record<string, string> = {};
  for (const v of parsed.variables) {
    const value = given[v.name] ?? fromContact[v.name] ?? v.defaultValue;
    if (value === undefined)
      throw badRequest(fillText(MESSAGE_TEXTS.variableMissing, { name: v.name }), 'variables');
    values[v.name] = value;
  }
  return renderParsedTemplate(parsed, values);
}

export async function contentOf(
  tx: Tx,
  accountSid: string,
  input: {
    to: string;
    body?: string | undefined;
    templateId?: string | undefined;
    variables?: Record<string, string> | undefined;
  },
): Promise<TContent> {
  if (input.templateId === undefined)
    return { body: input.body ?? '', templateId: null, templateAssetId: null };
  const [template] = await tx
    .select({ id: messageTemplates.id, content: messageTemplates.content, assetId: messageTemplates.assetId })
    .from(messageTemplates)
    .where(and(eq(messageTemplates.accountSid, accountSid), eq(messageTemplates.id, input.templateId)))
    .limit(1);
  if (!template) throw badRequest(MESSAGE_TEXTS.templateUnknown, 'templateId');
  const body = await renderFor(tx, accountSid, template.content, input.to, input.variables ?? {});
  return { body, templateId: template.id, templateAssetId: template.assetId };
}
