// The message-template resource (issue 15): definition, schemas, privileges.
import { z } from 'zod';
import { TEMPLATE_READ, TEMPLATE_WRITE } from '../access/templates';
import { analyzeMessage } from '../messaging/analyze';
import type { Encoding } from '../messaging/encoding';
import { TEMPLATE_TEXTS, TEMPLATE_TITLE_MAX_LENGTH } from '../texts/templates';
import { MESSAGES } from '../validation/messages';
import { text } from '../validation/text';
import { ZAsset, assetsResource } from './assets';
import { defineResource } from './define';
import { TEMPLATE_DELETE_TEXTS } from '../texts/message-composer';

export const TEMPLATE_ENCODINGS = [
  'GSM7',
  'Latin-1',
  'Unicode',
  'Unidentified',
] as const satisfies readonly Encoding[];

/**
 * The content as the editor takes it, refused for exactly the errors the editor shows (doc 000
 * §5: empty, over its encoding's limit) with the same messages: the server refuses what the
 * browser refuses, and a variable written without a name (`%|default%`). Not trimmed: what is
 * typed is what is sent. The analysis's other template issues (a '%' that starts no variable, a
 * placeholder never closed) are warnings in the editor and stay so here, since such a '%' is sent
 * as typed ('20% off'). The editor's 'no spaces' option is a setting of the editor, not of a
 * template, so it is not checked here.
 */
export const ZTemplateContent = text({ error: MESSAGES.templateContentRequired }).superRefine(
  (content, ctx) => {
    for (const error of analyzeMessage(content).errors)
      ctx.addIssue({ code: 'custom', message: error.message });
  },
);

/** What the form sends to create a template, and to change one (PUT replaces it whole). */
export const ZTemplateInput = z.strictObject({
  templateTitle: text({ error: TEMPLATE_TEXTS.titleRequired })
    .trim()
    .min(1, TEMPLATE_TEXTS.titleRequired)
    .max(TEMPLATE_TITLE_MAX_LENGTH, TEMPLATE_TEXTS.titleTooLong),
  content: ZTemplateContent,
  /**
   * The image sent with the message (MMS), one of the account's assets, or null. Left out, it is
   * null: a PUT replaces the template whole. An id that names no asset of the account is refused
   * with the same message as a well-formed one that does not (the server decides the latter).
   */
  assetId: text({ error: TEMPLATE_TEXTS.assetMissing })
    .regex(assetsResource.idPattern!, TEMPLATE_TEXTS.assetMissing)
    .nullable()
    .default(null),
});
export type TTemplateInput = z.input<typeof ZTemplateInput>;
export type TTemplateInputParsed = z.output<typeof ZTemplateInput>;

/**
 * A message template as the API answers it (doc 001 §3: templateTitle, templateId), with its
 * content, the attached asset as GET /v3/assets/{id} answers it (the picker's value and the
 * preview's image, without a second request) and the content's encoding, parts and billed
 * segments as analysed when it was saved, so a list shows them without analysing each row.
 */
export const ZTemplate = z.object({
  templateId: text(),
  templateTitle: text(),
  content: text(),
  asset: ZAsset.nullable(),
  encoding: z.enum(TEMPLATE_ENCODINGS),
  /** the spec's part count (doc 000 §5) */
  parts: z.number().int().nonnegative(),
  /** the SMS a carrier bills, with user-data headers once there is more than one */
  segments: z.number().int().nonnegative(),
  /** ISO 8601 */
  created: text(),
  /** ISO 8601 */
  modified: text(),
});
export type TTemplate = z.infer<typeof ZTemplate>;

/** What the server stores beside the content: the analysis's encoding, parts and segments. */
export function templateMeasure(content: string): Pick<TTemplate, 'encoding' | 'parts' | 'segments'> {
  const { encoding, parts, segments } = analyzeMessage(content);
  return { encoding, parts, segments };
}

export const templatesResource = defineResource({
  name: 'templates',
  label: 'template',
  itemName: (template) => template.templateTitle,
  path: '/v3/templates',
  idField: 'templateId',
  idPrefix: 'TP',
  item: ZTemplate,
  create: ZTemplateInput,
  update: ZTemplateInput,
  access: { read: TEMPLATE_READ, write: TEMPLATE_WRITE },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  deleteTexts: TEMPLATE_DELETE_TEXTS,
  list: {
    sort: ['templateTitle', 'modified', 'created'],
    limit: { default: 100, max: 500 },
    // the title, case-insensitively
    search: true,
  },
  examples: {
    create: { templateTitle: 'Order ready', content: 'Hi %FIRST_NAME|there%, your order is ready.' },
    update: {
      templateTitle: 'Order ready (store pickup)',
      content: 'Hi %FIRST_NAME|there%, your order is ready for pickup 🎉',
    },
  },
});
