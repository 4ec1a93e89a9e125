import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NUMBER_MESSAGES,
  NUMBER_TYPE_PARAMS,
  PRODUCT,
  ZAvailableNumber,
  ZAvailableQuery,
  ZCallerNameInput,
  ZNumber,
  isUsLocalNumber,
  numbersResource,
  rule,
  success,
  text,
} from '@parley/domain';
import { audited } from '../../lib/audit';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { resourceRoutes, scopeOf } from '../../lib/resource-routes';
import { answers } from '../../lib/responses';
import { dollarsOf } from './held-numbers-repository';
import { heldAmong, setCallerName, yccNumberSets } from './caller-name-repository';
import { numbersRepository, searchMonthlyFeeOf } from './repository';

/** Doc 001 §6: ycc number sets are for these roles only; nothing is loaded for anyone else. */
const YCC_ROLES = ['ycc-admin', `${PRODUCT}-ycc-admin`];

/**
 * The account's numbers on the resource kit (list by doc 001 §7's cursor, buy, change, release,
 * in bulk too), and beside them the network's inventory, caller names and the ycc sets.
 */
export default async function numbersRoutes(fastify: FastifyInstance) {
  const platform = {
    network: fastify.network,
    jobs: fastify.jobs,
    payments: fastify.payments,
    mailer: fastify.mailer,
  };
  const repository = numbersRepository(platform);
  resourceRoutes(fastify, numbersResource, repository, {
    conflict: { message: NUMBER_MESSAGES.alreadyHeld, field: 'phoneNumber' },
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = numbersResource.access.read;
  const tags = [numbersResource.name];

  app.get(
    `${numbersResource.path}/available`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Search the numbers for sale',
        description:
          'Numbers the network offers and nobody holds, with the monthly price from the price list. `contains` finds digits anywhere in the 10-digit number; at most 100 a search. The network is simulated (docs/decisions.md, issue 26).',
        querystring: ZAvailableQuery,
        response: answers(ZAvailableNumber, { access }),
      },
    },
    async (request) => {
      const query = request.query;
      const found = await fastify.network.searchAvailable(
        {
          type: query.type,
          limit: query.limit,
          ...(query.areaCode ? { areaCode: query.areaCode } : {}),
          ...(query.contains ? { contains: query.contains } : {}),
          ...(query.capabilities ? { capabilities: query.capabilities } : {}),
        },
        (candidates) => heldAmong(app.db, candidates),
      );
      const price = dollarsOf(await searchMonthlyFeeOf(app.db, NUMBER_TYPE_PARAMS[query.type]));
      return success(
        found.map((n) => ({
          phoneNumber: n.phoneNumber,
          numberType: n.numberType,
          region: n.region ?? '',
          locality: n.locality ?? '',
          capabilities: n.capabilities,
          monthlyPrice: price,
        })),
      );
    },
  );

  app.put(
    `${numbersResource.path}/:phoneSid/cnam`,
    {
      config: { access: numbersResource.access.write! },
      schema: {
        tags,
        summary: 'Set a number’s caller name (CNAM)',
        description:
          'Sets cnamStatus pending; the review job then approves or rejects it (with a reason). US local numbers only, 1–15 characters of letters, digits, spaces and . , & -',
        params: z.strictObject({ phoneSid: text().min(1).max(200) }),
        body: ZCallerNameInput,
        response: answers(ZNumber, { access: numbersResource.access.write!, notFound: true }),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const number = await repository.get!(app.db, scope, request.params.phoneSid);
      if (!number) throw notFound();
      if (!isUsLocalNumber(number)) throw badRequest(NUMBER_MESSAGES.cnamUsLocalOnly, 'cnam');
      if (number.status !== 'active') throw badRequest(NUMBER_MESSAGES.cnamWhilePending, 'cnam');
      const item = await audited(
        app.db,
        request,
        (tx) => setCallerName(tx, platform, scope, number.phoneSid, request.body.cnam),
        {
          resource: numbersResource.name,
          operation: 'cnam',
          targetType: numbersResource.label,
          targetId: number.phoneSid,
          detail: { cnam: request.body.cnam },
        },
      );
      return success(item);
    },
  );

  const yccAccess = rule.session;
  app.get(
    '/v3/ycc/number-sets',
    {
      config: { access: yccAccess },
      schema: {
        tags,
        summary: 'Number sets to sync with ycc',
        description: `Doc 001 §6, §8: for the roles ${YCC_ROLES.join(' and ')} only (403 otherwise); each number set's id.`,
        response: answers(z.object({ numberSetId: text() }), {
          access: yccAccess,
          explain: { 403: 'The caller holds neither ycc role.' },
        }),
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      if (!scope.auth.claims.roles.some((role) => YCC_ROLES.includes(role))) throw forbidden();
      return success(await yccNumberSets(app.db, scope.accountId));
    },
  );
}
