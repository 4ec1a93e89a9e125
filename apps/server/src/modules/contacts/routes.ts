import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_PATHS,
  CONTACT_SEARCH_RESULTS_MAX,
  CONTACT_SEARCH_SIZE_MAX,
  MESSAGES,
  ZContactAttribute,
  ZContactDataTypes,
  ZContactSearch,
  ZContactSearchAnswer,
  contactDataTypes,
  contactsResource,
  success,
  type TContactSearchAnswer,
} from '@parley/domain';
import { caller } from '../../plugins/auth';
import { resourceRoutes } from '../../lib/resource-routes';
import { answers } from '../../lib/responses';
import { attributesOf } from '../../lib/contact-attributes';
import { contactsRepository } from './repository';
import { searchContacts } from './search-repository';

/**
 * The account's contacts (doc 001 §3) on the resource kit, and beside them the search the pickers
 * send (doc 001 §7), the attribute types, and the attributes themselves for forms and the
 * template editor's contact variables.
 */
export default async function contactRoutes(fastify: FastifyInstance) {
  resourceRoutes(fastify, contactsResource, contactsRepository);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = contactsResource.access.read;
  const tags = [contactsResource.name];

  const { 200: _ok, ...searchErrors } = answers(ZContactSearchAnswer, { access });
  app.post(
    CONTACT_PATHS.search,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Search the account’s contacts',
        description: `Active contacts for which every statement holds, by last and first name: \`size\` (at most ${CONTACT_SEARCH_SIZE_MAX}) from \`from\`. Past ${CONTACT_SEARCH_RESULTS_MAX.toLocaleString('en-US')} matches: 400 '${MESSAGES.searchOver5000}'. A boolean attribute takes only equals (negated: does not equal). When no active contact matches but archived ones do, \`archivedMatches\` lists them and \`notice\` carries the hint of doc 001 §8.`,
        body: ZContactSearch,
        response: {
          200: ZContactSearchAnswer.describe('The matching contacts, and how many matched.'),
          ...searchErrors,
        },
      },
    },
    async (request): Promise<TContactSearchAnswer> => {
      const { accountId } = caller(request);
      const result = await searchContacts(
        app.db,
        accountId,
        request.body,
        await attributesOf(app.db, accountId),
      );
      return {
        ...success(result.contacts),
        total: result.total,
        notice: result.archivedMatches.length > 0 ? MESSAGES.contactArchived : null,
        archivedMatches: result.archivedMatches,
      };
    },
  );

  app.get(
    CONTACT_PATHS.dataTypes,
    {
      config: { access },
      schema: {
        tags,
        summary: 'The type of each contact attribute',
        description:
          'One item whose contactDataType maps each attribute of the account to its type (doc 001 §3, §7).',
        response: answers(ZContactDataTypes, { access }),
      },
    },
    async (request) => success(contactDataTypes(await attributesOf(app.db, caller(request).accountId))),
  );

  app.get(
    CONTACT_PATHS.attributes,
    {
      config: { access },
      schema: {
        tags,
        summary: 'The attributes a contact of the account may have',
        description:
          'The default attributes of doc 001 §3, then the account’s custom_fields entry sorted by name, each with its lowercase name as the attribute.',
        response: answers(ZContactAttribute, { access }),
      },
    },
    async (request) => success(await attributesOf(app.db, caller(request).accountId)),
  );
}
