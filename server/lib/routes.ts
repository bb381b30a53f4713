// Declaring a route in one statement: its method and URL, who may call it (config.access), its
// OpenAPI summary and zod schemas, and what it answers. Most routes call one service function and
// answer the envelope `ok(message, data)` (201 for a create); the builder writes that wiring once:
//
//   const route = routes(app, ['coupons']);
//   route.get('/coupon/list', MANAGERS, { querystring: couponListQuerySchema }, 'Coupons in scope, paged')
//     .answer('Coupons', ({ user, query }) => svc.listCoupons(db, user, listPage(query), query));
//   route.put('/coupon/status/change', MANAGERS, { body: couponStatusBodySchema }, 'Activate or deactivate a coupon')
//     .answer(switched('Coupon'), ({ user, body }) => svc.setCouponStatus(db, user, body.uuid, body.status));
//
// `query`, `params` and `body` carry the types their schemas parse to (the zod type provider's);
// `.handle()` takes a route whose answer is not the plain envelope (a file, a login, a 400 with data).
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { idParamSchema, statusBodySchema, type EntityStatus, type Envelope } from '../contracts/common';
import { caller, type AccessRule, type AuthContext } from '../plugins/auth';
import { ok, pageOf } from './http';

/** The request parts a route validates; each is a zod schema, as the type provider reads them. */
export interface RouteSchemas {
  querystring?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  consumes?: string[];
}

type Parsed<S extends RouteSchemas, K extends 'querystring' | 'params' | 'body'> = S[K] extends z.ZodType ? z.output<S[K]> : undefined;

/** What a route's handler works with: the parsed request parts and the caller. */
export interface Call<S extends RouteSchemas> {
  query: Parsed<S, 'querystring'>;
  params: Parsed<S, 'params'>;
  body: Parsed<S, 'body'>;
  /** The logged-in caller; reading it answers 401 where there is none. */
  readonly user: AuthContext['user'];
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Who may call (the roles, or 'public'), or the whole route config when it says more (idempotent, rate limit). */
export type Access = AccessRule | (FastifyContextConfig & { access: AccessRule });

type Message<S extends RouteSchemas> = string | ((call: Call<S>) => string);

export interface RouteBuilder<S extends RouteSchemas> {
  /** 200 with `ok(message, data)`, data being what `run` resolves to. */
  answer(message: Message<S>, run: (call: Call<S>) => Promise<unknown>): void;
  /** 201 with `ok(message, data)`: the route creates what `run` resolves to. */
  created(message: Message<S>, run: (call: Call<S>) => Promise<unknown>): void;
  /** Anything else: the handler answers itself (return a value, or send with `call.reply`). */
  handle(handler: (call: Call<S>) => unknown): void;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Declare = <S extends RouteSchemas = Record<never, never>>(url: string, access: Access, schemas: S, summary: string) => RouteBuilder<S>;

function callOf<S extends RouteSchemas>(req: FastifyRequest, reply: FastifyReply): Call<S> {
  // The schemas were checked (and parsed) by the zod validator before the handler runs.
  return {
    query: req.query as Parsed<S, 'querystring'>,
    params: req.params as Parsed<S, 'params'>,
    body: req.body as Parsed<S, 'body'>,
    get user() {
      return caller(req);
    },
    req,
    reply,
  };
}

function declare<S extends RouteSchemas>(
  app: FastifyInstance,
  route: { method: Method; url: string; access: Access; tags: string[]; summary: string },
  schemas: S,
): RouteBuilder<S> {
  const { method, url, access, tags, summary } = route;
  const config = typeof access === 'object' && 'access' in access ? access : { access };
  const register = (handler: (call: Call<S>) => unknown) => {
    const options: RouteOptions = { method, url, config, schema: { tags, summary, ...schemas }, handler: async (req, reply) => handler(callOf<S>(req, reply)) };
    app.route(options);
  };
  const envelope = async (call: Call<S>, message: Message<S>, run: (call: Call<S>) => Promise<unknown>): Promise<Envelope<unknown>> => {
    const data = await run(call);
    return ok(typeof message === 'string' ? message : message(call), data);
  };
  return {
    answer: (message, run) => register((call) => envelope(call, message, run)),
    created: (message, run) => register(async (call) => call.reply.code(201).send(await envelope(call, message, run))),
    handle: register,
  };
}

/** A route's declaration: URL, who may call it, schemas and OpenAPI summary. */
export type Mount<S extends RouteSchemas> = readonly [url: string, access: Access, schemas: S, summary: string];

/** What a status route calls: set the record's status, within the caller's scope. */
type SetStatus = (user: AuthContext['user'], id: string, status: EntityStatus) => Promise<unknown>;

/** Declares routes of one OpenAPI tag group: `get`, `post`, `put` and `delete`. */
export interface Routes extends Record<'get' | 'post' | 'put' | 'delete', Declare> {
  /** One answer at several GET URLs (the spec's lists per audience): each its own access, schemas and summary. */
  getEach<S extends RouteSchemas>(...mounts: Mount<S>[]): RouteBuilder<S>;
  /**
   * PUT `url` (with `:id`) and body `{ status }`: `set` activates or deactivates that record;
   * the answer says "<what> activated" or "<what> deactivated".
   */
  status(url: string, access: Access, summary: string, what: string, set: SetStatus): void;
}

/** The route declarations of one OpenAPI tag group. */
export function routes(app: FastifyInstance, tags: string[]): Routes {
  const at =
    (method: Method): Declare =>
    (url, access, schemas, summary) =>
      declare(app, { method, url, access, tags, summary }, schemas);
  const getEach = <S extends RouteSchemas>(...mounts: Mount<S>[]): RouteBuilder<S> => {
    const builders = mounts.map(([url, access, schemas, summary]) => at('GET')(url, access, schemas, summary));
    return {
      answer: (message, run) => builders.forEach((b) => b.answer(message, run)),
      created: (message, run) => builders.forEach((b) => b.created(message, run)),
      handle: (handler) => builders.forEach((b) => b.handle(handler)),
    };
  };
  const status: Routes['status'] = (url, access, summary, what, set) =>
    at('PUT')(url, access, { params: idParamSchema, body: statusBodySchema }, summary)
      .answer(switched(what), ({ user, params, body }) => set(user, params.id, body.status));
  return { get: at('GET'), post: at('POST'), put: at('PUT'), delete: at('DELETE'), getEach, status };
}

/** The page a list query asks for, with its search term, as the services' list functions take it. */
export function listPage(q: { pagenum?: number; page?: number; limit: number; search?: string }) {
  return { ...pageOf(q), search: q.search };
}

/** The message of an activate/deactivate route: "Coupon activated" or "Coupon deactivated". */
export function switched(what: string) {
  return ({ body }: { body: { status: string } }) => `${what} ${body.status === 'active' ? 'activated' : 'deactivated'}`;
}
