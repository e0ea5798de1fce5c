import { Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A part of the reconciliation screen: a bordered section named by its h2 (`id`), then its content. */
export function ReconciliationPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
