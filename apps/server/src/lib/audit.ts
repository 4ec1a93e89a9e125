import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema/index';

/** A resource's or an operation's name in an audit action: kebab-case, as resource names are. */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The one naming of audit actions, `<resource>.<operation>` (`webhooks.create`,
 * `users.password-change`): the resource is the definition's name where there is one.
 */
export function auditAction(resource: string, operation: string): string {
  if (!KEBAB.test(resource) || !KEBAB.test(operation))
    throw new Error(`audit action '${resource}.${operation}' is not <resource>.<operation> in kebab-case`);
  return `${resource}.${operation}`;
}

export interface AuditEntry {
  /** what was acted on: a resource's name (`webhooks`, `account-config`, `auth`) */
  resource: string;
  /** what was done to it: `create`, `update`, `delete`, `status`, `login-failed` */
  operation: string;
  targetType?: string;
  targetId?: string;
  detail?: Record<string, unknown>;
  /** for actions before a token exists (sign-in): who it was */
  as?: { clientId: string; accountSid: string };
}

/**
 * Writes one audit row; call it inside the mutation's transaction so the two land together.
 * While impersonating, the row names both the identity acted as and the real user.
 */
export async function recordAudit(db: Db | Tx, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await recordAudits(db, request, [entry]);
}

/** Several audit rows in one statement (a bulk change writes one per row it changed). */
export async function recordAudits(
  db: Db | Tx,
  request: FastifyRequest,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const claims = request.auth?.claims;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      requestId: String(request.id),
      clientId: entry.as?.clientId ?? claims?.clientId ?? null,
      accountSid: entry.as?.accountSid ?? claims?.accountId ?? null,
      actClientId: claims?.act?.clientId ?? null,
      actAccountSid: claims?.act?.accountId ?? null,
      action: auditAction(entry.resource, entry.operation),
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      detail: entry.detail ?? null,
    })),
  );
}

/**
 * A mutation and its audit record in one transaction (DESIGN.md §4): both land or neither does.
 * `entry` may depend on what the work returned (the id it created, how many rows it touched);
 * returning null from it writes no record (the work decided nothing changed).
 */
export async function audited<T>(
  db: Db,
  request: FastifyRequest,
  work: (tx: Tx) => Promise<T>,
  entry: AuditEntry | ((result: T) => AuditEntry | null),
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    const record = typeof entry === 'function' ? entry(result) : entry;
    if (record) await recordAudit(tx, request, record);
    return result;
  });
}

/**
 * An audit row for what the platform did on its own, with no request behind it (a job, the
 * network's inbound message): `cause` stands where a request's id would, so the row says what
 * made it (`network:SM…`, `job:…`).
 */
export async function recordPlatformAudit(
  db: Db | Tx,
  cause: string,
  accountSid: string,
  entry: Omit<AuditEntry, 'as'>,
): Promise<void> {
  await db.insert(auditLog).values({
    requestId: cause,
    clientId: null,
    accountSid,
    actClientId: null,
    actAccountSid: null,
    action: auditAction(entry.resource, entry.operation),
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    detail: entry.detail ?? null,
  });
}

/**
 * An audit row for what the platform did by itself (a job turned a webhook off): no request and
 * no user, so the row names the job's run instead of a request, and the account it concerns.
 */
export async function recordJobAudit(
  tx: Tx,
  jobId: string,
  accountSid: string,
  entry: Omit<AuditEntry, 'as'>,
): Promise<void> {
  await tx.insert(auditLog).values({
    requestId: `job:${jobId}`,
    clientId: null,
    accountSid,
    action: auditAction(entry.resource, entry.operation),
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    detail: entry.detail ?? null,
  });
}
