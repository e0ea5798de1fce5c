import { idParams } from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AppContext } from "../context.ts";
import { type AuthUser, currentUser } from "./auth.ts";
import { done, ok, type RouteGuard, type routeKit } from "./route-kit.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];

/** A round's setting as its module declares it (`roundSetting` of modules/rounds): read with its round, saved. */
interface SavedSetting<T> {
  ofRound(ctx: AppContext, roundId: string): Promise<unknown>;
  save(ctx: AppContext, actor: AuthUser, roundId: string, value: T): Promise<T>;
}

/**
 * The routes of a round's setting at `/api/rounds/:id/<name>`: `GET` its round and value (when the
 * setting has a `read` answer), `PUT` a new value, answered with `saved` and the value. Staff read
 * a setting (`round.read`), the admin writes it (`round.manage`), unless `guards` say otherwise.
 */
export function roundSettingRoutes<T>(
  app: App,
  ctx: AppContext,
  route: ReturnType<typeof routeKit>,
  spec: {
    path: `/api/rounds/:id/${string}`;
    setting: SavedSetting<T>;
    body: z.ZodType<T>;
    answers: { read?: z.ZodType; saved: z.ZodType };
    saved: string;
    guards?: { read: RouteGuard; save: RouteGuard };
  },
) {
  const { path, setting, body, answers, saved, guards = { read: "round.read", save: "round.manage" } } = spec;
  if (answers.read)
    app.get(path, route(guards.read, { params: idParams, answer: answers.read }), async (request) =>
      ok(await setting.ofRound(ctx, request.params.id)),
    );
  app.put(path, route(guards.save, { params: idParams, body, answer: answers.saved }), async (request) =>
    done(saved, await setting.save(ctx, currentUser(request), request.params.id, request.body as T)),
  );
}
