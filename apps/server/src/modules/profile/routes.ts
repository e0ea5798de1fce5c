import { aadhaarRevealResponse, errorResponses, noBody, profileResponse } from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { currentUser, requirePermission } from "../../plugins/auth.ts";
import { readMultipart } from "../../storage/uploads.ts";
import { recordStaffRead } from "../audit/index.ts";
import * as profile from "./service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);

/** The candidate profile (spec 000 §7) and the staff read of it (spec 001 §7). */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/candidate/profile",
      {
        preValidation: requirePermission("profile.read", "own"),
        schema: { tags: ["profile"], response: { 200: profileResponse, ...errors } },
      },
      async (request) => ({
        success: true as const,
        message: "Profile",
        data: await profile.loadProfile(ctx, currentUser(request).id, "owner"),
      }),
    );

    app.get(
      "/api/candidate/profile/:userId",
      {
        preValidation: requirePermission("profile.read"),
        schema: {
          tags: ["profile"],
          params: z.object({ userId: z.uuid({ message: "Invalid id" }) }),
          response: { 200: profileResponse, ...errors },
        },
      },
      async (request) => {
        const me = currentUser(request);
        const data = await profile.readProfileOf(ctx, me, request.params.userId);
        await recordStaffRead(ctx.db, me, {
          action: "read.profile",
          subjectType: "user",
          subjectId: request.params.userId,
        });
        return { success: true as const, message: "Profile", data };
      },
    );

    app.post(
      "/api/candidate/profile/:userId/aadhaar/reveal",
      {
        preValidation: requirePermission("profile.revealAadhaar"),
        schema: {
          tags: ["profile"],
          params: z.object({ userId: z.uuid({ message: "Invalid id" }) }),
          body: noBody,
          response: { 200: aadhaarRevealResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: "Aadhaar number revealed. This has been recorded.",
        data: { addharNumber: await profile.revealAadhaar(ctx, currentUser(request), request.params.userId) },
      }),
    );

    const sections = [
      {
        method: "POST",
        url: "/api/candidate/profile/personal-details",
        section: "personalDetails",
        message: "Personal details saved successfully!",
      },
      {
        method: "PATCH",
        url: "/api/candidate/profile/academic-details-ug",
        section: "academicsUG",
        message: "UG Academic details updated successfully!",
      },
      {
        method: "PATCH",
        url: "/api/candidate/profile/academic-details-pg",
        section: "academicsPG",
        message: "PG Academic details updated successfully!",
      },
      {
        method: "PATCH",
        url: "/api/candidate/profile/entrance-details",
        section: "entranceDetails",
        message: "Entrance exam details saved successfully!",
      },
    ] as const;
    for (const s of sections) {
      app.route({
        method: s.method,
        url: s.url,
        preValidation: requirePermission("profile.edit"),
        schema: { tags: ["profile"], consumes: ["multipart/form-data"], response: { 200: profileResponse, ...errors } },
        handler: async (request) => {
          const user = currentUser(request);
          await profile.assertSectionEditable(ctx, user, s.section);
          const upload = await readMultipart(
            request,
            ctx.storage,
            profile.sectionFileFields(s.section),
            profile.sectionFileLabel,
          );
          const data = await profile.saveSection(ctx, user, s.section, upload);
          return { success: true as const, message: s.message, data };
        },
      });
    }
  };
}
