import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A bordered part of a settings screen: its h2 (`id`, which names the section) and what it sets, then its fields. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} size="h4" id={id}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        {description ? (
          <div>
            {heading}
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
