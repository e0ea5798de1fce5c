// The type of route `config.rateLimit` (the plugin itself is registered in app.ts).
import type {} from "@fastify/rate-limit";
import {
  accountLanguageBody,
  changePasswordBody,
  emailLoginBody,
  errorBody,
  errorResponses,
  forgotPasswordBody,
  loginResponse,
  misLoginBody,
  publicUser,
  registerBody,
  resendOtpBody,
  resetPasswordBody,
  roleFromPathSegment,
  successMessage,
  verifyOtpBody,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { withConsentState } from "../privacy/index.ts";
import { presentUser, setLanguage } from "../users/index.ts";
import { FORGOT_SENT, forgotPassword, resetPassword } from "./password-reset.ts";
import { register, resendOtp, verifyOtp } from "./registration.ts";
import * as auth from "./service.ts";

/** Per client address; per-account limits live in the services (database counters). */
// Sized for a campus lab or a hostel behind one address on deadline day: brute force is stopped
// per account (5 wrong passwords, 5 wrong codes); these only blunt floods from one address.
export const loginRateLimit = { max: 30, timeWindow: "1 minute" };
export const codeRateLimit = { max: 30, timeWindow: "1 minute" };
export const registerRateLimit = { max: 60, timeWindow: "10 minutes" };

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Generic over the body so handlers get typed bodies; 403 is the candidate's unverified e-mail.
    const loginSchema = <B extends z.ZodType>(body: B) => ({
      tags: ["auth"],
      body,
      response: { 200: loginResponse, ...errorResponses(401, 403, 429) },
    });

    // The user as the screens read it: with whether the privacy notice still needs a consent.
    const presented = async (user: Awaited<ReturnType<typeof auth.loginWithEmail>>["user"]) =>
      presentUser(await withConsentState(ctx.db, user));
    // Signing in (every way) and changing the password answer alike: a message, the new token, the user.
    const signedIn = async (message: string, { token, user }: Awaited<ReturnType<typeof auth.loginWithEmail>>) => ({
      success: true as const,
      message,
      token,
      user: await presented(user),
    });

    app.get(
      "/api/check-auth",
      {
        preValidation: requireUser,
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
        { config: { rateLimit: loginRateLimit }, schema: loginSchema(misLoginBody) },
        async (request) => {
          const { mis, password } = request.body;
          return signedIn("Login successful!", await auth.loginWithMis(ctx, role, mis, password));
        },
      );
    }

    app.post(
      "/api/candidate/register",
      {
        config: { rateLimit: registerRateLimit },
        schema: {
          tags: ["registration"],
          body: registerBody,
          response: {
            201: z.object({ success: z.literal(true), message: z.string(), data: z.object({ userId: z.uuid() }) }),
            400: errorBody,
            403: errorBody,
            409: errorBody,
            429: errorBody,
          },
        },
      },
      async (request, reply) => {
        const data = await register(ctx, request.body);
        return reply.status(201).send({
          success: true as const,
          message: "Registration successful! Enter the 6-digit code we sent to your e-mail.",
          data,
        });
      },
    );

    app.post(
      "/api/candidate/verify-otp",
      {
        config: { rateLimit: codeRateLimit },
        schema: {
          tags: ["registration"],
          body: verifyOtpBody,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), token: z.string(), candidate: publicUser }),
            400: errorBody,
            404: errorBody,
            409: errorBody,
            429: errorBody,
          },
        },
      },
      async (request) => {
        const { token, user } = await verifyOtp(ctx, request.body.userId, request.body.otp);
        return {
          success: true as const,
          message: "Email verified successfully!",
          token,
          candidate: await presented(user),
        };
      },
    );

    app.post(
      "/api/candidate/resend-otp",
      {
        config: { rateLimit: codeRateLimit },
        schema: {
          tags: ["registration"],
          body: resendOtpBody,
          response: { 200: successMessage, 404: errorBody, 409: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        await resendOtp(ctx, request.body.userId);
        return { success: true as const, message: "New OTP sent successfully!" };
      },
    );

    app.post(
      "/api/candidate/login",
      {
        config: { rateLimit: loginRateLimit },
        schema: loginSchema(emailLoginBody),
      },
      async (request) => {
        const { email, password } = request.body;
        return signedIn("Login successful!", await auth.loginWithEmail(ctx, "candidate", email, password));
      },
    );

    app.post(
      "/api/:role/forgot-password",
      {
        config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
        schema: {
          tags: ["auth"],
          params: z.object({ role: z.string().max(64) }),
          body: forgotPasswordBody,
          response: { 200: successMessage, 429: errorBody },
        },
      },
      async (request) => {
        await forgotPassword(ctx, roleFromPathSegment(request.params.role), request.body.email);
        return { success: true as const, message: FORGOT_SENT };
      },
    );

    app.post(
      "/api/:role/reset-password",
      {
        config: { rateLimit: codeRateLimit },
        schema: {
          tags: ["auth"],
          params: z.object({ role: z.string().max(64) }),
          body: resetPasswordBody,
          response: { 200: successMessage, 400: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        const { email, token, password } = request.body;
        await resetPassword(ctx, roleFromPathSegment(request.params.role), email, token, password);
        return {
          success: true as const,
          message: "Password reset successful! You can now sign in with your new password.",
        };
      },
    );

    app.post(
      "/api/account-section-coordinator/login",
      { config: { rateLimit: loginRateLimit }, schema: loginSchema(emailLoginBody) },
      async (request) => {
        const { email, password } = request.body;
        return signedIn(
          "Login successful!",
          await auth.loginWithEmail(ctx, "accountSectionCoordinator", email, password),
        );
      },
    );

    // Any signed-in user keeps their language on the account (decision 035): their screens follow
    // it on any browser, and the mails and PDFs sent to them are written in it.
    app.put(
      "/api/account/language",
      {
        preValidation: requireUser,
        schema: {
          tags: ["auth"],
          body: accountLanguageBody,
          response: { 200: z.object({ success: z.literal(true), data: publicUser }), ...errorResponses(400, 401) },
        },
      },
      async (request) => {
        const user = await setLanguage(ctx.db, currentUser(request).id, request.body.language);
        return { success: true as const, data: await presented(user) };
      },
    );

    app.post(
      "/api/auth/change-password",
      {
        preValidation: requireUser,
        schema: { tags: ["auth"], body: changePasswordBody, response: { 200: loginResponse, 401: errorBody } },
      },
      async (request) => {
        const { currentPassword, newPassword } = request.body;
        return signedIn(
          "Password changed.",
          await auth.changePassword(ctx, currentUser(request).id, currentPassword, newPassword),
        );
      },
    );
  };
}
