// The type of route `config.rateLimit` (the plugin itself is registered in app.ts).
import type {} from "@fastify/rate-limit";
import {
  accountLanguageBody,
  changePasswordBody,
  emailLoginBody,
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
import { done, doneAnswer, ok, okAnswer, routeKit } from "../../plugins/route-kit.ts";
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

// Every route names its error answers: most are public, and each refuses in its own ways.
const authRoute = routeKit(["auth"], {});
const registrationRoute = routeKit(["registration"], {});
const roleParams = z.object({ role: z.string().max(64) });

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Generic over the body so handlers get typed bodies; 403 is the candidate's unverified e-mail.
    const loginRoute = <B extends z.ZodType>(body: B) =>
      authRoute("public", {
        body,
        answer: loginResponse,
        errors: errorResponses(401, 403, 429),
        config: { rateLimit: loginRateLimit },
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
      authRoute(requireUser, { answer: okAnswer(publicUser), errors: errorResponses(401) }),
      async (request) => ok(presentUser(currentUser(request))),
    );

    for (const role of ["admin", "coordinator"] as const) {
      app.post(`/api/${role}/login`, loginRoute(misLoginBody), async (request) => {
        const { mis, password } = request.body;
        return signedIn("Login successful!", await auth.loginWithMis(ctx, role, mis, password));
      });
    }

    app.post(
      "/api/candidate/register",
      registrationRoute("public", {
        body: registerBody,
        answer: doneAnswer(z.object({ userId: z.uuid() })),
        status: 201,
        errors: errorResponses(400, 403, 409, 429),
        config: { rateLimit: registerRateLimit },
      }),
      async (request, reply) => {
        const data = await register(ctx, request.body);
        return reply
          .status(201)
          .send(done("Registration successful! Enter the 6-digit code we sent to your e-mail.", data));
      },
    );

    app.post(
      "/api/candidate/verify-otp",
      registrationRoute("public", {
        body: verifyOtpBody,
        answer: z.object({ success: z.literal(true), message: z.string(), token: z.string(), candidate: publicUser }),
        errors: errorResponses(400, 404, 409, 429),
        config: { rateLimit: codeRateLimit },
      }),
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
      registrationRoute("public", {
        body: resendOtpBody,
        answer: successMessage,
        errors: errorResponses(404, 409, 429),
        config: { rateLimit: codeRateLimit },
      }),
      async (request) => {
        await resendOtp(ctx, request.body.userId);
        return done("New OTP sent successfully!");
      },
    );

    app.post("/api/candidate/login", loginRoute(emailLoginBody), async (request) => {
      const { email, password } = request.body;
      return signedIn("Login successful!", await auth.loginWithEmail(ctx, "candidate", email, password));
    });

    app.post(
      "/api/:role/forgot-password",
      authRoute("public", {
        params: roleParams,
        body: forgotPasswordBody,
        answer: successMessage,
        errors: errorResponses(429),
        config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      }),
      async (request) => {
        await forgotPassword(ctx, roleFromPathSegment(request.params.role), request.body.email);
        return done(FORGOT_SENT);
      },
    );

    app.post(
      "/api/:role/reset-password",
      authRoute("public", {
        params: roleParams,
        body: resetPasswordBody,
        answer: successMessage,
        errors: errorResponses(400, 429),
        config: { rateLimit: codeRateLimit },
      }),
      async (request) => {
        const { email, token, password } = request.body;
        await resetPassword(ctx, roleFromPathSegment(request.params.role), email, token, password);
        return done("Password reset successful! You can now sign in with your new password.");
      },
    );

    app.post("/api/account-section-coordinator/login", loginRoute(emailLoginBody), async (request) => {
      const { email, password } = request.body;
      return signedIn(
        "Login successful!",
        await auth.loginWithEmail(ctx, "accountSectionCoordinator", email, password),
      );
    });

    // Any signed-in user keeps their language on the account (decision 035): their screens follow
    // it on any browser, and the mails and PDFs sent to them are written in it.
    app.put(
      "/api/account/language",
      authRoute(requireUser, {
        body: accountLanguageBody,
        answer: okAnswer(publicUser),
        errors: errorResponses(400, 401),
      }),
      async (request) => {
        const user = await setLanguage(ctx.db, currentUser(request).id, request.body.language);
        return ok(await presented(user));
      },
    );

    app.post(
      "/api/auth/change-password",
      authRoute(requireUser, { body: changePasswordBody, answer: loginResponse, errors: errorResponses(401) }),
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
