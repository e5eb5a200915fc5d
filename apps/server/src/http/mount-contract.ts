import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  defaultStatus,
  documentedErrors,
  type Endpoint,
  jsonBodySchema,
  type Schema,
  type SuccessBody,
} from '@hrt/shared/contracts/endpoint';
import { ACTION_ID_HEADER } from '@hrt/shared/contracts/notifications';
import { apiErrorSchema } from '@hrt/shared/schemas/errors';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import { inActivityAction, requestedActionId } from '../modules/activity/action-scope.ts';
import type { Principal } from './access.ts';
import { requirePrincipal } from './access.ts';

type Output<S> = S extends Schema ? z.output<S> : undefined;
type SignedIn<E extends Endpoint> = E['access'] extends 'public' | 'token'
  ? Principal | null
  : Principal;
type JsonOf<B> = B extends Schema ? z.input<B> : B extends null ? undefined : never;

/** What a handler may return: a success body of its contract, nothing (204), or the reply it sent. */
type HandlerResult<E extends Endpoint> =
  | { [S in keyof E['responses']]: JsonOf<E['responses'][S]> }[keyof E['responses']]
  | FastifyReply
  | undefined;

interface HandlerInput<E extends Endpoint> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
  /** The signed-in user; null only on public and token routes. */
  principal: SignedIn<E>;
  request: FastifyRequest;
  /** For answers that are not plain JSON (files, streams, cookies) or another success status. */
  reply: FastifyReply;
}

type Handler<E extends Endpoint> = (
  input: HandlerInput<E>,
  // biome-ignore lint/suspicious/noConfusingVoidType: services that answer nothing return Promise<void>
) => Promise<HandlerResult<E> | void> | HandlerResult<E>;

/** A handler with the server-side settings the contract does not carry. */
export interface Mounted<E extends Endpoint> {
  handler: Handler<E>;
  rateLimit?: RateLimitOptions;
  /**
   * For the hottest read routes only: the handler already returns exactly the contract's shape
   * (TypeScript checks it), so the zod re-encoding of every answer is skipped.
   */
  plainJson?: boolean;
  /** A check before validation, for refusals it would hide (a multipart body on a JSON route). */
  preValidation?: preValidationAsyncHookHandler;
}

export type Handlers<C extends Record<string, Endpoint>> = {
  [K in keyof C]: Handler<C[K]> | Mounted<C[K]>;
};

/**
 * Mounts every endpoint of a contract on its handler: path, method, access rule, validation,
 * serialisation and OpenAPI (success and refusal statuses) all come from the contract, so a
 * route is one line of the table and one service call.
 */
export function mountContract<C extends Record<string, Endpoint>>(
  app: FastifyInstance,
  contract: C,
  handlers: Handlers<C>,
) {
  for (const name of Object.keys(contract) as (keyof C & string)[]) {
    const endpoint = contract[name] as Endpoint;
    const given = handlers[name] as unknown as Handler<Endpoint> | Mounted<Endpoint>;
    mountEndpoint(app, endpoint, typeof given === 'function' ? { handler: given } : given);
  }
}

function responseSchemas(endpoint: Endpoint, rateLimited: boolean) {
  const response: Record<number, Schema> = {};
  for (const [status, body] of Object.entries(endpoint.responses) as [string, SuccessBody][]) {
    const schema = jsonBodySchema(body);
    if (schema) response[Number(status)] = schema;
  }
  for (const status of documentedErrors(endpoint, { rateLimited }).keys()) {
    response[status] = apiErrorSchema;
  }
  return response;
}

function mountEndpoint(app: FastifyInstance, endpoint: Endpoint, mounted: Mounted<Endpoint>) {
  const status = defaultStatus(endpoint);
  const signedInOnly = endpoint.access !== 'public' && endpoint.access !== 'token';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      endpoint,
      ...(mounted.rateLimit ? { rateLimit: mounted.rateLimit } : {}),
      ...(endpoint.invalidStatus ? { invalidStatus: endpoint.invalidStatus } : {}),
    },
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responseSchemas(endpoint, Boolean(mounted.rateLimit)),
    },
    ...(mounted.preValidation ? { preValidation: mounted.preValidation } : {}),
    ...(mounted.plainJson
      ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) }
      : {}),
    handler: async (request, reply) => {
      reply.status(status);
      // One request is one action: the events of all its writes show as one notification.
      const actionId = requestedActionId(request.headers[ACTION_ID_HEADER]);
      const result = await inActivityAction(actionId, () =>
        mounted.handler({
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          principal: (signedInOnly ? requirePrincipal(request) : request.principal) as never,
          request,
          reply,
        }),
      );
      if (result === reply || reply.sent) return reply;
      return result === undefined ? reply.send() : result;
    },
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract entry a route was mounted from (OpenAPI and the contract test read it). */
    endpoint?: Endpoint;
  }
}
