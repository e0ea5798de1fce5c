// The announcements feature's public face.
export {
  ANNOUNCEMENT_MESSAGES,
  announcementKeys,
  useAnnouncements,
  useCreateAnnouncement,
  useDeleteAnnouncement,
  useManageAnnouncements,
  useUpdateAnnouncement,
} from "./api.ts";
export { AnnouncementOpenLink } from "./components/announcement-open-link.tsx";
