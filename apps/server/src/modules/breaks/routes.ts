import type { FastifyInstance } from 'fastify';
import { BREAK_MESSAGES, breaksResource } from '@parley/domain';
import { resourceRoutes } from '../../lib/resource-routes';
import { breaksRepository } from './repository';

/** The account's break types (Settings → /breaks) on the resource kit; a name is unique per account. */
export default async function breakRoutes(fastify: FastifyInstance) {
  resourceRoutes(fastify, breaksResource, breaksRepository, {
    conflict: { message: BREAK_MESSAGES.nameTaken, field: 'name' },
  });
}
