import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, EndpointResponse, EndpointSchema, Envelope } from '@arbiter/contract';
import { type AuthUser, currentUser } from './auth.ts';
import { parse } from './validate.ts';

/**
 * Registers routes from the contract's endpoint table: the row gives the method, the path, the
 * auth level and role check, and the schemas its input is parsed with (through `parse`, so a
 * refusal keeps its message); the handler receives the parsed input and must answer the row's
 * response type.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The row a route was registered from (the route-list test reads it). */
    endpoint?: Endpoint;
  }
}

type Parsed<E extends Endpoint, K extends 'params' | 'query' | 'body'> =
  EndpointSchema<E, K> extends z.ZodType ? z.output<EndpointSchema<E, K>> : undefined;

/** What a handler receives: the parsed input, the caller (never null on a 'login' row), and the raw request and reply. */
interface EndpointCall<E extends Endpoint> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: Parsed<E, 'body'>;
  user: E['auth'] extends 'login' ? AuthUser : AuthUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Route config besides the auth (e.g. `rateLimit`). */
  config?: Omit<FastifyContextConfig, 'auth' | 'roles' | 'permission' | 'endpoint'>;
  /** Runs before the input is parsed (e.g. a judge host's token check). */
  preValidation?: preValidationHookHandler;
}

function register<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: (call: EndpointCall<E>) => Promise<unknown>,
): void {
  const { params, query, body } = endpoint;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, auth: endpoint.auth, roles: endpoint.roles, permission: endpoint.permission, endpoint },
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    handler: async (request, reply) => {
      const call = {
        params: params ? parse(params, request.params) : undefined,
        query: query ? parse(query, request.query) : undefined,
        // An upload row has no JSON body: its handler reads the multipart stream.
        body: body ? parse(body, request.body) : undefined,
        user: endpoint.auth === 'login' ? currentUser(request) : request.user,
        request,
        reply,
      } as EndpointCall<E>;
      return handler(call);
    },
  });
}

type Handler<E extends Endpoint> = (call: EndpointCall<E>) => Promise<Envelope<EndpointResponse<E>>>;
type RawHandler<E extends Endpoint> = (call: EndpointCall<E>) => Promise<FastifyReply | Envelope<EndpointResponse<E>>>;

/** A route that answers the envelope with the row's response type (`ok(data)` or `ok(data, msg)`). */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: Handler<E>): void;
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, options: RouteOptions, handler: Handler<E>): void;
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, ...rest: [Handler<E>] | [RouteOptions, Handler<E>]): void {
  if (endpoint.response.body !== 'json') throw new Error(`${endpoint.path} answers a ${endpoint.response.body}: register it with rawRoute`);
  if (rest.length === 1) register(app, endpoint, {}, rest[0]);
  else register(app, endpoint, rest[0], rest[1]);
}

type PlainHandler<E extends Endpoint> = (call: EndpointCall<E>) => Promise<EndpointResponse<E>>;

/**
 * A route that answers the row's JSON as it is, without the envelope (a `plain()` row: the answers
 * of a standard defined elsewhere, the CLICS Contest API). A refusal goes to the error handler.
 */
export function plainRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: PlainHandler<E>): void {
  if (endpoint.response.body !== 'plain')
    throw new Error(`${endpoint.path} answers a ${endpoint.response.body}: register it with route or rawRoute`);
  register(app, endpoint, {}, handler);
}

/**
 * The escape hatch: a route that answers through the reply itself — a file download, HTTP 304
 * for an unchanged ETag, HTTP 204 — or, when it returns one, the envelope of the row's type.
 */
export function rawRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: RawHandler<E>): void;
export function rawRoute<E extends Endpoint>(app: FastifyInstance, endpoint: E, options: RouteOptions, handler: RawHandler<E>): void;
export function rawRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  ...rest: [RawHandler<E>] | [RouteOptions, RawHandler<E>]
): void {
  if (rest.length === 1) register(app, endpoint, {}, rest[0]);
  else register(app, endpoint, rest[0], rest[1]);
}
