// The announcements feature's public face.
export { announcementKeys, useAnnouncements } from "./api.ts";
export { AnnouncementOpenLink } from "./components/announcement-open-link.tsx";
