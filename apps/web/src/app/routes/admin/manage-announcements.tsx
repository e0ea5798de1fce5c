import { Container } from "@mantine/core";
import { ManageAnnouncements } from "../../../features/announcements/admin.ts";

/** /manage-announcements: the admin creates, edits and deletes announcements (spec 001 §2). */
export function ManageAnnouncementsPage() {
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <ManageAnnouncements />
    </Container>
  );
}
