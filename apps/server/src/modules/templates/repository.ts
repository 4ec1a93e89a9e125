import { and, eq, ilike, sql } from 'drizzle-orm';
import {
  TEMPLATE_TEXTS,
  templateMeasure,
  templatesResource,
  type TAsset,
  type TImageMime,
  type TTemplate,
  type TTemplateInputParsed,
} from '@parley/domain';
import type { Tx } from '../../db/client';
import { newId } from '../../db/ids';
import { assets, messageTemplates } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { likePattern } from '../../lib/like-pattern';
import type { Scope } from '../../lib/resource-routes';
import { sortBy, tableRepository } from '../../lib/table-repository';
import { assetPublicPath } from '../../lib/asset-links';

/** Ids a person cannot guess or count: 'TP' and 128 random bits. */

/**
 * The attached asset in one read with the template: what GET /v3/assets/{id} answers, token
 * apart. Written with aliases: drizzle leaves a lone table's columns unqualified, and assets and
 * asset_blobs share column names.
 */
const attachedAsset = sql<unknown>`(
  select json_build_object(
    'id', a.id, 'name', a.name, 'description', a.description, 'type', a.type,
    'size', b.size, 'contentType', b.content_type, 'token', a.public_token,
    'created', a.created_at, 'modificationDate', a.updated_at)
  from assets a join asset_blobs b on b.hash = a.blob_hash
  where a.id = "message_templates"."asset_id")`.as('asset');

interface TAssetRow {
  id: string;
  name: string;
  description: string;
  type: TAsset['type'];
  size: number;
  contentType: TImageMime;
  token: string;
  created: string;
  modificationDate: string;
}

/**
 * The asset a template is given, checked to be the caller's and held (key share) until the
 * write commits, so a concurrent delete of it waits and then sees the template. Another
 * account's asset and a missing one are refused alike.
 */
async function checkAsset(tx: Tx, scope: Scope, assetId: string | null): Promise<void> {
  if (assetId === null) return;
  const [row] = await tx
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.accountSid, scope.accountId), eq(assets.id, assetId)))
    .for('key share')
    .limit(1);
  if (!row) throw badRequest(TEMPLATE_TEXTS.assetMissing, 'assetId');
}

/**
 * The id of a template that is this very save already (title, content and image the same): a
 * retried create whose answer was lost (a cut at COMMIT, say) answers it instead of a 409 for its
 * own title. A template of that title with anything else different is still a 409.
 */
async function sameTemplate(tx: Tx, scope: Scope, input: TTemplateInputParsed): Promise<string | null> {
  const [row] = await tx
    .select({
      id: messageTemplates.id,
      title: messageTemplates.title,
      content: messageTemplates.content,
      assetId: messageTemplates.assetId,
    })
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.accountSid, scope.accountId),
        sql`lower(${messageTemplates.title}) = lower(${input.templateTitle})`,
      ),
    )
    .limit(1);
  const same =
    row?.title === input.templateTitle && row.content === input.content && row.assetId === input.assetId;
  return same ? row.id : null;
}

const TEMPLATE_INTERNAL = {
  account_sid: 'the owning account',
  asset_id: 'shown as the attached asset itself (`asset`)',
};

const toRow = (input: TTemplateInputParsed) => ({
  title: input.templateTitle,
  content: input.content,
  assetId: input.assetId,
  ...templateMeasure(input.content),
});

/** The account's message templates: by title (case ignored), last changed or newest; search on title. */
export function templatesRepository(publicUrl: string) {
  const toAsset = (value: unknown): TAsset | null => {
    if (value === null || value === undefined) return null;
    // PGlite and node-postgres both parse json; text is read too, in case a driver does not
    const row = (typeof value === 'string' ? JSON.parse(value) : value) as TAssetRow;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      size: Number(row.size),
      type: row.type,
      contentType: row.contentType,
      publicUrl: `${publicUrl}${assetPublicPath(row.token, row.contentType)}`,
      created: new Date(row.created).toISOString(),
      modificationDate: new Date(row.modificationDate).toISOString(),
    };
  };
  return tableRepository<TTemplate, TTemplateInputParsed, TTemplateInputParsed>(
    {
      table: messageTemplates,
      account: messageTemplates.accountSid,
      id: messageTemplates.id,
      columns: {
        templateId: messageTemplates.id,
        templateTitle: messageTemplates.title,
        content: messageTemplates.content,
        asset: attachedAsset,
        encoding: messageTemplates.encoding,
        parts: messageTemplates.parts,
        segments: messageTemplates.segments,
        created: messageTemplates.createdAt,
        modified: messageTemplates.updatedAt,
      },
      sort: {
        templateTitle: sortBy.text(sql`lower(${messageTemplates.title})`),
        modified: sortBy.timestamp(messageTemplates.updatedAt),
        created: sortBy.timestamp(messageTemplates.createdAt),
      },
      search: (q) => ilike(messageTemplates.title, likePattern(q)),
      toItem: (row) =>
        ({
          ...row,
          asset: toAsset(row.asset),
          created: (row.created as Date).toISOString(),
          modified: (row.modified as Date).toISOString(),
        }) as TTemplate,
      toInsert: (scope, input) => ({
        ...toRow(input),
        id: newId(templatesResource),
        accountSid: scope.accountId,
      }),
      toUpdate: (input) => ({ ...toRow(input), updatedAt: sql`now()` }),
      internal: TEMPLATE_INTERNAL,
    },
    (base) => ({
      async create(tx, scope, input) {
        await checkAsset(tx, scope, input.assetId);
        const retried = await sameTemplate(tx, scope, input);
        if (retried) return (await base.get(tx, scope, retried))!;
        return base.create(tx, scope, input);
      },
      async update(tx, scope, id, input) {
        await checkAsset(tx, scope, input.assetId);
        return base.update(tx, scope, id, input);
      },
    }),
  );
}
