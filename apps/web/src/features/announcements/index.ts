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
export { AnnouncementFormModal } from "./components/announcement-form-modal.tsx";
export { AnnouncementOpenLink } from "./components/announcement-open-link.tsx";
export { ManageAnnouncements } from "./components/manage-announcements.tsx";
