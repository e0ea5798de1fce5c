import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A headed section of the data-protection screens (the admin's page, My data's erasure part): a
 * region named by its heading, with an optional line saying what it is for. `headingId` is the
 * caller's, so a table inside can be named by the same heading.
 */
export function PrivacySection({
  headingId,
  title,
  description,
  gap = "sm",
  children,
}: {
  headingId: string;
  title: string;
  description?: string;
  gap?: "xs" | "sm" | "md";
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: "sm", sm: "lg" }}>
      <Stack gap={gap}>
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
