import { z } from "zod";
import { say } from "./messages.ts";

export const ANNOUNCEMENT_RECIPIENTS = ["all", "candidate", "coordinator", "accountSectionCoordinator"] as const;
export type AnnouncementRecipient = (typeof ANNOUNCEMENT_RECIPIENTS)[number];
export const ANNOUNCEMENT_RECIPIENT_LABELS: Record<AnnouncementRecipient, string> = {
  all: "Everyone",
  candidate: "Candidates",
  coordinator: "Coordinators",
  accountSectionCoordinator: "Account Section",
};

const httpUrl = z
  .string(say("Title and link are required"))
  .trim()
  .min(1, say("Title and link are required"))
  .max(2000)
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === "http:" || u.protocol === "https:";
    } catch {
      return false;
    }
  }, say("Link must be a valid http(s) URL"));

export const announcementFields = {
  title: z.string(say("Title and link are required")).trim().min(1, say("Title and link are required")).max(200),
  link: httpUrl,
  description: z.string().trim().max(5000).optional().default(""),
};
export const createAnnouncementBody = z.object({
  ...announcementFields,
  recipientRole: z.enum(ANNOUNCEMENT_RECIPIENTS, say("Please choose the recipients")),
});
/** recipientRole is fixed after creation: it is not part of the edit body. */
export const updateAnnouncementBody = z.object(announcementFields);

export const announcement = z.object({
  _id: z.uuid(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  recipientRole: z.enum(ANNOUNCEMENT_RECIPIENTS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Announcement = z.infer<typeof announcement>;

/** Whether a viewer (role or anonymous) may see an announcement (spec 000 §6). */
export function announcementVisibleTo(recipient: AnnouncementRecipient, viewerRole: string | null): boolean {
  if (recipient === "all") return true;
  return viewerRole === recipient;
}
