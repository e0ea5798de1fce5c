import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { errorResponses, fileBody, siteInfoResponse } from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { ok, routeKit } from "../../plugins/route-kit.ts";

/**
 * The institution's own documents on the home page. A deployer either sets a URL in the
 * environment or drops a PDF under DATA_DIR/site-files/; a document with neither is listed
 * as not yet published, so the page never shows a dead link.
 */
export const SITE_FILES = [
  { key: "brochure", label: "Download Brochure" },
  { key: "guidelines", label: "Guidelines & Regulations" },
  { key: "important-dates", label: "Important Dates" },
  { key: "fee-structure", label: "Fee Structure" },
  { key: "previous-year", label: "Previous Year Details" },
] as const;

const route = routeKit(["site"], {});

export function siteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const dir = path.join(ctx.config.dataDir, "site-files");
  const localFile = (key: string) => path.join(dir, `${key}.pdf`);
  return async (app) => {
    app.get("/api/site-info", route("public", { answer: siteInfoResponse }), async () =>
      ok({
        institution: ctx.config.institution,
        maxUploadBytes: ctx.config.maxUploadBytes,
        files: SITE_FILES.map((f) => {
          const configured = ctx.config.siteFileUrls[f.key];
          if (configured) return { key: f.key, label: f.label, url: configured, external: true };
          if (existsSync(localFile(f.key)))
            return { key: f.key, label: f.label, url: `/api/site-files/${f.key}`, external: false };
          return { key: f.key, label: f.label, url: null, external: false };
        }),
      }),
    );

    app.get(
      "/api/site-files/:key",
      route("public", {
        params: z.object({ key: z.enum(SITE_FILES.map((f) => f.key) as [string, ...string[]]) }),
        answer: fileBody,
        errors: errorResponses(404),
      }),
      async (request, reply) => {
        const file = localFile(request.params.key);
        if (!existsSync(file)) throw notFound("This document has not been published yet.");
        reply.header("Content-Type", "application/pdf");
        reply.header("Content-Disposition", `inline; filename="${request.params.key}.pdf"`);
        return reply.send(createReadStream(file));
      },
    );
  };
}
