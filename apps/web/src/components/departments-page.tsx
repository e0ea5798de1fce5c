import { Container } from "@mantine/core";
import type { DepartmentName } from "@phd/shared";
import type { ReactNode } from "react";
import { useAuth, useDepartmentsInReach } from "../lib/auth.tsx";

/**
 * A staff page on the departments in the user's reach (a coordinator's own, every one for the
 * admin): its screen, given those departments and whether the user is the admin, at the wide
 * page width with a phone's narrower margins.
 */
export function DepartmentsPage({
  children,
}: {
  children: (departments: readonly DepartmentName[], isAdmin: boolean) => ReactNode;
}) {
  const { user } = useAuth();
  const departments = useDepartmentsInReach();
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      {children(departments, user?.role === "admin")}
    </Container>
  );
}
