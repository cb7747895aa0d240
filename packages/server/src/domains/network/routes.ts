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
  ZWithdrawRequestPayload,
  ZSentRequestsPage,
  ZSuggestionsPage,
} from '@pflegepuls/shared';
import { requireUser, requireMember } from '../../platform/session.ts';
import type { TApp, TDeps } from '../../platform/types.ts';
import { presentConnectionUser, presentSuggestion } from './present.ts';
import {
  answerConnectionRequest,
  countReceivedRequests,
  findConnections,
  findPendingRequests,
  removeConnection,
  withdrawConnectionRequest,
  sendConnectionRequest,
} from './service.ts';
import { findSuggestions } from './suggestions.ts';

/** Actions are members-only; the limits stop scripted request floods, not people clicking. */
const actionLimit = { max: 120, windowMs: 60_000 };

/** Endpoints of the personal network: connections, requests, suggestions (000 §7, docs/network.md). */
export function registerNetworkRoutes(app: TApp, { database, events }: TDeps) {
  const { db } = database;

  app.get(
    P.connections,
    {
      preValidation: requireMember,
      schema: { querystring: ZNetworkPageQuery, response: { 200: ZConnectionsPage } },
    },
    async (request) => {
      const page = request.query;
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
    {
      preValidation: requireMember,
      schema: { querystring: ZNetworkPageQuery, response: { 200: ZSuggestionsPage } },
    },
    async (request) => {
      const page = request.query;
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
    {
      preValidation: requireMember,
      schema: { querystring: ZNetworkPageQuery, response: { 200: ZInvitationsPage } },
    },
    async (request) => {
      const page = request.query;
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
    {
      preValidation: requireMember,
      schema: { querystring: ZNetworkPageQuery, response: { 200: ZSentRequestsPage } },
    },
    async (request) => {
      const page = request.query;
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
    { preValidation: requireMember, schema: { response: { 200: ZConnectionRequestsCount } } },
    async (request) => ({ count: await countReceivedRequests(db, requireUser(request).id) }),
  );

  app.post(
    P.sendRequest,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { body: ZNetworkUserNamePayload, response: { 200: ZNetworkActionResult } },
    },
    async (request) => {
      const { userName } = request.body;
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
        preValidation: requireMember,
        schema: {
          body: answer === 'accept' ? ZAcceptRequestPayload : ZRejectRequestPayload,
          response: { 200: ZNetworkActionResult },
        },
      },
      async (request) => {
        const { requestId } = request.body;
        const { id } = requireUser(request);
        const { senderName } = await answerConnectionRequest(db, events, { userId: id, requestId, answer });
        const message = answer === 'accept' ? M.connectionAdded(senderName) : M.requestRejected(senderName);
        return { success: true as const, message };
      },
    );
  }

  app.post(
    P.withdraw,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { body: ZWithdrawRequestPayload, response: { 200: ZNetworkActionResult } },
    },
    async (request) => {
      const { receiverName } = await withdrawConnectionRequest(db, events, {
        userId: requireUser(request).id,
        requestId: request.body.requestId,
      });
      return { success: true as const, message: M.requestWithdrawn(receiverName) };
    },
  );

  app.post(
    P.remove,
    {
      config: { rateLimit: actionLimit },
      preValidation: requireMember,
      schema: { body: ZNetworkUserNamePayload, response: { 200: ZNetworkActionResult } },
    },
    async (request) => {
      const { userName } = request.body;
      const { id } = requireUser(request);
      const { name } = await removeConnection(db, { userId: id, userName });
      return { success: true as const, message: M.connectionRemoved(name) };
    },
  );
}
