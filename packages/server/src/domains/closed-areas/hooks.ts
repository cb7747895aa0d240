import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/session.ts';

/**
 * `preValidation` hook of member-only routes: answers 401 before the body or query is validated,
 * so a visitor learns nothing about a route's schema and never sees a 422 instead of the 401.
 */
export async function membersOnly(request: FastifyRequest) {
  requireUser(request);
}
