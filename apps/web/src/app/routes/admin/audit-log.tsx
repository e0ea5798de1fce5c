import { Container } from "@mantine/core";
import { AuditLog } from "../../../features/audit/index.ts";

/** /audit-log: every recorded action, for the admin (issue 13). */
export function AuditLogPage() {
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <AuditLog />
    </Container>
  );
}
