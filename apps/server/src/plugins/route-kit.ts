import type { Action } from "@phd/shared";
import type { FastifyContextConfig, preHandlerAsyncHookHandler } from "fastify";
import { z } from "zod";
import { requirePermission } from "./auth.ts";

/**
 * Who may call a route: an action of the policy table (`requirePermission`), another guard of
 * `auth.ts` (attached as `preValidation`, so refusals come before validation), or `"public"`.
 */
export type RouteGuard = Action | preHandlerAsyncHookHandler | "public";

type Schema = z.ZodType | undefined;
type Responses = Record<number, z.ZodType>;

/** What differs between routes; the module's kit adds its tags and error replies. */
export interface RouteSpec<P extends Schema, Q extends Schema, B extends Schema, S extends number, R, E> {
  params?: P;
  querystring?: Q;
  body?: B;
  /** The body is a form the handler reads itself (`readMultipart`). */
  multipart?: true;
  /** The success answer's schema, under `status` (200 unless said). */
  answer: R;
  status?: S;
  /** In place of the module's error replies. */
  errors?: E;
  config?: FastifyContextConfig;
  /** Left out of the OpenAPI document. */
  hide?: true;
}

/**
 * The options of a route, typed by its zod schemas, so that fastify-type-provider-zod types
 * `request.params`, `query` and `body` (and the answer) from them as from a written-out object.
 */
export interface RouteOptions<P, Q, B, R extends Responses> {
  preValidation?: preHandlerAsyncHookHandler;
  config?: FastifyContextConfig;
  schema: {
    tags: string[];
    hide?: boolean;
    consumes?: string[];
    params: P;
    querystring: Q;
    body: B;
    response: R;
  };
}

/**
 * A module's route declarations: `route(guard, spec)` gives the options of one route, tagged
 * with the module's tags, answering its success schema and, unless the spec names others, the
 * module's error replies (`errorResponses(...)`).
 */
export function routeKit<ME extends Responses>(tags: string[], moduleErrors: ME) {
  return function route<
    R extends z.ZodType,
    P extends Schema = undefined,
    Q extends Schema = undefined,
    B extends Schema = undefined,
    S extends number = 200,
    E extends Responses = ME,
  >(guard: RouteGuard, spec: RouteSpec<P, Q, B, S, R, E>): RouteOptions<P, Q, B, Record<S, R> & E> {
    const { params, querystring, body, multipart, answer, status = 200, errors = moduleErrors, config, hide } = spec;
    const schema = {
      tags,
      ...(hide && { hide }),
      ...(multipart && { consumes: ["multipart/form-data"] }),
      ...(params && { params }),
      ...(querystring && { querystring }),
      ...(body && { body }),
      response: { [status]: answer, ...errors },
    };
    return {
      ...(guard !== "public" && { preValidation: typeof guard === "string" ? requirePermission(guard) : guard }),
      ...(config && { config }),
      schema: schema as RouteOptions<P, Q, B, Record<S, R> & E>["schema"],
    };
  };
}

/** The answer of a read: `{ success: true, data }`. */
export function ok<T>(data: T) {
  return { success: true as const, data };
}

/** The answer of a change: `{ success: true, message }`, with the changed record when there is one. */
export function done(message: string): { success: true; message: string };
export function done<T>(message: string, data: T): { success: true; message: string; data: T };
export function done(message: string, ...data: unknown[]) {
  return data.length === 0 ? { success: true as const, message } : { success: true as const, message, data: data[0] };
}

/** The schema of `ok(data)`, for data whose answer has no schema of its own. */
export function okAnswer<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** The schema of `done(message, data)`, for data whose answer has no schema of its own. */
export function doneAnswer<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}
