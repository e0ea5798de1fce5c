import { z } from "zod";

/** GET /api/site-info `data`: institution details and the deployer's documents, from configuration. */
export const siteInfo = z.object({
  institution: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    contactPerson: z.string(),
  }),
  /** The server's MAX_UPLOAD_MB in bytes, so the pickers check files against the same limit. */
  maxUploadBytes: z.number().int().positive(),
  files: z.array(z.object({ key: z.string(), label: z.string(), url: z.string().nullable(), external: z.boolean() })),
});
export type SiteInfo = z.infer<typeof siteInfo>;
export const siteInfoResponse = z.object({ success: z.literal(true), data: siteInfo });
export type SiteInfoResponse = z.infer<typeof siteInfoResponse>;
