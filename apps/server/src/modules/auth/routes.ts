import { changePasswordBody, emailLoginBody, errorBody, loginResponse, misLoginBody, publicUser } from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { presentUser } from "../users/index.ts";
import * as auth from "./service.ts";

/** Sign-in is throttled per address: 10 tries a minute (per-account limits come with the sign-in issue). */
export const loginRateLimit = { max: 10, timeWindow: "1 minute" };

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const loginSchema = (body: z.ZodType, tag: string) => ({
      tags: [tag],
      body,
      response: { 200: loginResponse, 401: errorBody, 429: errorBody },
    });

    app.get(
      "/api/check-auth",
      {
        preHandler: requireUser,
        schema: {
          tags: ["auth"],
          response: { 200: z.object({ success: z.literal(true), data: publicUser }), 401: errorBody },
        },
      },
      async (request) => ({ success: true as const, data: presentUser(currentUser(request)) }),
    );

    for (const role of ["admin", "coordinator"] as const) {
      app.post(
        `/api/${role}/login`,
        { config: { rateLimit: loginRateLimit }, schema: loginSchema(misLoginBody, "auth") },
        async (request) => {
          const { mis, password } = request.body as z.infer<typeof misLoginBody>;
          const { token, user } = await auth.loginWithMis(ctx, role, mis, password);
          return { success: true as const, message: "Login successful!", token, user: presentUser(user) };
        },
      );
    }

    app.post(
      "/api/account-section-coordinator/login",
      { config: { rateLimit: loginRateLimit }, schema: loginSchema(emailLoginBody, "auth") },
      async (request) => {
        const { email, password } = request.body as z.infer<typeof emailLoginBody>;
        const { token, user } = await auth.loginWithEmail(ctx, "accountSectionCoordinator", email, password);
        return { success: true as const, message: "Login successful!", token, user: presentUser(user) };
      },
    );

    app.post(
      "/api/auth/change-password",
      {
        preHandler: requireUser,
        schema: { tags: ["auth"], body: changePasswordBody, response: { 200: loginResponse, 401: errorBody } },
      },
      async (request) => {
        const { currentPassword, newPassword } = request.body;
        const { token, user } = await auth.changePassword(ctx, currentUser(request).id, currentPassword, newPassword);
        return { success: true as const, message: "Password changed.", token, user: presentUser(user) };
      },
    );
  };
}
