import { and, eq, sql } from 'drizzle-orm';
import { PRESET_MESSAGES, presetsResource, type TPresetDestination } from '@parley/domain';
import type { Tx } from '../../db/client';
import { presets, users } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { ownedRepository } from '../../lib/owned-repository';
import type { Scope } from '../../lib/resource-routes';

/** A user destination must be one of the caller's account's users, checked in the write's transaction. */
async function checkDestination(tx: Tx, scope: Scope, destination: TPresetDestination | undefined) {
  if (destination?.type !== 'user') return;
  const [user] = await tx
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.accountSid, scope.accountId), eq(users.clientId, destination.value)))
    .limit(1);
  if (!user) throw badRequest(PRESET_MESSAGES.userUnknown, 'destination.value');
}

const destinationValue = sql`${presets.destination}->>'value'`;

/**
 * The account's transfer presets: by name (case-insensitively) or time; `q` searches the name and
 * the number, address or user id; `type` filters on the kind of destination.
 */
export const presetsRepository = ownedRepository(
  presetsResource,
  presets,
  {
    search: ['name', destinationValue],
    filters: { type: (value) => eq(sql`${presets.destination}->>'type'`, value) },
  },
  (base) => ({
    async create(tx, scope, input) {
      await checkDestination(tx, scope, input.destination);
      return base.create(tx, scope, input);
    },
    async update(tx, scope, id, input) {
      await checkDestination(tx, scope, input.destination);
      return base.update(tx, scope, id, input);
    },
    async updateMany(tx, scope, ids, changes) {
      await checkDestination(tx, scope, changes.destination);
      return base.updateMany(tx, scope, ids, changes);
    },
  }),
);
