// The announcements feature's public face.
export {
  announcementKeys,
  announcementMessages,
  useAnnouncementMessages,
  useAnnouncements,
  useCreateAnnouncement,
  useDeleteAnnouncement,
  useManageAnnouncements,
  useUpdateAnnouncement,
} from "./api.ts";
export { AnnouncementOpenLink } from "./components/announcement-open-link.tsx";
