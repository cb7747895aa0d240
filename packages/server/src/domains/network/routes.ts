import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  NETWORK_MESSAGES as M,
  NETWORK_PATHS as P,
  ZAcceptRequestPayload,
  ZConnectionRequestsCount,
  ZConnectionsPage,
  ZInvitationsPage,
  ZNetworkActionResult,
  ZNetworkPageQuery,
  ZNetworkUserNamePayload,
  ZRejectRequestPayload,
  ZSentRequestsPage,
  ZSuggestionsPage,
} from '@pflegepuls/shared';
import { validationError } from '../../platform/errors.ts';
import { requireUser } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { presentConnectionUser, presentSuggestion } from './present.ts';
import {
  answerConnectionRequest,
  countReceivedRequests,
  findConnections,
  findPendingRequests,
  removeConnection,
  sendConnectionRequest,
} from './service.ts';
import { findSuggestions } from './suggestions.ts';

/** Actions are members-only; the limits stop scripted request floods, not people clicking. */
const actionLimit = { max: 120, timeWindow: 60_000 };

/** Members only: 401 before the payload is looked at. */
async function requireLogin(request: FastifyRequest) {
  requireUser(request);
}

/** Parses with a shared schema; failures become a 422 whose message is the first German one. */
function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  throw validationError(errors);
}

/** Endpoints of the personal network: connections, requests, suggestions (000 §7, docs/network.md). */
export function registerNetworkRoutes(app: TApp, { database, events }: TDeps) {
  const { db } = database;

  app.get(
    P.connections,
    { preValidation: requireLogin, schema: { response: { 200: ZConnectionsPage } } },
    async (request) => {
      const page = parse(ZNetworkPageQuery, request.query);
      const { id } = requireUser(request);
      const result = await findConnections(db, id, page);
      const now = Date.now();
      return {
        connections: result.rows.map((row) =>
          presentConnectionUser(
            row,
            {
              mutualConnections: result.mutual.get(row.id) ?? 0,
              requestId: null,
              hasSentRequest: false,
              isConnected: true,
              receivedRequest: false,
            },
            now,
          ),
        ),
        count: result.count,
        hasMore: result.hasMore,
      };
    },
  );

  app.get(
    P.suggestions,
    { preValidation: requireLogin, schema: { response: { 200: ZSuggestionsPage } } },
    async (request) => {
      const page = parse(ZNetworkPageQuery, request.query);
      const { id } = requireUser(request);
      const result = await findSuggestions(db, id, page);
      const now = Date.now();
      return {
        suggestions: result.items.map((item) => presentSuggestion(item, now)),
        hasMore: result.hasMore,
      };
    },
  );

  app.get(
    P.requests,
    { preValidation: requireLogin, schema: { response: { 200: ZInvitationsPage } } },
    async (request) => {
      const page = parse(ZNetworkPageQuery, request.query);
      const { id } = requireUser(request);
      const [result, count] = await Promise.all([
        findPendingRequests(db, id, 'received', page),
        countReceivedRequests(db, id),
      ]);
      const now = Date.now();
      return {
        invitations: result.rows.map((row) =>
          presentConnectionUser(
            row,
            {
              mutualConnections: result.mutual.get(row.id) ?? 0,
              requestId: row.request_id,
              hasSentRequest: false,
              isConnected: false,
              receivedRequest: true,
            },
            now,
          ),
        ),
        count,
        hasMore: result.hasMore,
      };
    },
  );

  app.get(
    P.sentRequests,
    { preValidation: requireLogin, schema: { response: { 200: ZSentRequestsPage } } },
    async (request) => {
      const page = parse(ZNetworkPageQuery, request.query);
      const { id } = requireUser(request);
      const result = await findPendingRequests(db, id, 'sent', page);
      const now = Date.now();
      return {
        sentRequests: result.rows.map((row) =>
          presentConnectionUser(
            row,
            {
              mutualConnections: result.mutual.get(row.id) ?? 0,
              requestId: row.request_id,
              hasSentRequest: true,
              isConnected: false,
              receivedRequest: false,
            },
            now,
          ),
        ),
        hasMore: result.hasMore,
      };
    },
  );

  app.get(
    P.requestsCount,
    { preValidation: requireLogin, schema: { response: { 200: ZConnectionRequestsCount } } },
    async (request) => ({ count: await countReceivedRequests(db, requireUser(request).id) }),
  );

  app.post(
    P.sendRequest,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireLogin,
      schema: { response: { 200: ZNetworkActionResult } },
    },
    async (request) => {
      const { userName } = parse(ZNetworkUserNamePayload, request.body);
      const { id } = requireUser(request);
      const result = await sendConnectionRequest(db, events, { fromId: id, toUserName: userName });
      return { success: true as const, ...result };
    },
  );

  for (const answer of ['accept', 'reject'] as const) {
    app.post(
      answer === 'accept' ? P.accept : P.reject,
      {
        config: { rateLimit: actionLimit },
        preValidation: requireLogin,
        schema: { response: { 200: ZNetworkActionResult } },
      },
      async (request) => {
        const schema = answer === 'accept' ? ZAcceptRequestPayload : ZRejectRequestPayload;
        const { requestId } = parse(schema, request.body);
        const { id } = requireUser(request);
        const { senderName } = await answerConnectionRequest(db, events, { userId: id, requestId, answer });
        const message = answer === 'accept' ? M.connectionAdded(senderName) : M.requestRejected(senderName);
        return { success: true as const, message };
      },
    );
  }

  app.post(
    P.remove,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireLogin,
      schema: { response: { 200: ZNetworkActionResult } },
    },
    async (request) => {
      const { userName } = parse(ZNetworkUserNamePayload, request.body);
      const { id } = requireUser(request);
      const { name } = await removeConnection(db, { userId: id, userName });
      return { success: true as const, message: M.connectionRemoved(name) };
    },
  );
}
