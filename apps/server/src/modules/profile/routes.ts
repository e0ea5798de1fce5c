import { aadhaarRevealResponse, errorResponses, noBody, profileResponse } from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { currentUser, requirePermission } from "../../plugins/auth.ts";
import { done, routeKit } from "../../plugins/route-kit.ts";
import { readMultipart } from "../../storage/uploads.ts";
import { recordedRead } from "../audit/index.ts";
import * as profile from "./service.ts";

const route = routeKit(["profile"], errorResponses(400, 401, 403, 404, 409, 413, 415));
const userParams = z.object({ userId: z.uuid({ message: "Invalid id" }) });

/** The candidate profile (spec 000 §7) and the staff read of it (spec 001 §7). */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/candidate/profile",
      route(requirePermission("profile.read", "own"), { answer: profileResponse }),
      async (request) => done("Profile", await profile.loadProfile(ctx, currentUser(request).id, "owner")),
    );

    app.get(
      "/api/candidate/profile/:userId",
      route("profile.read", { params: userParams, answer: profileResponse }),
      async (request) => {
        const { userId } = request.params;
        const read = { action: "read.profile", subjectType: "user", subjectId: userId } as const;
        return done("Profile", await recordedRead(ctx, request, read, (me) => profile.readProfileOf(ctx, me, userId)));
      },
    );

    app.post(
      "/api/candidate/profile/:userId/aadhaar/reveal",
      route("profile.revealAadhaar", { params: userParams, body: noBody, answer: aadhaarRevealResponse }),
      async (request) => {
        const addharNumber = await profile.revealAadhaar(ctx, currentUser(request), request.params.userId);
        return done("Aadhaar number revealed. This has been recorded.", { addharNumber });
      },
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
        ...route("profile.edit", { multipart: true, answer: profileResponse }),
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
          return done(s.message, data);
        },
      });
    }
  };
}
