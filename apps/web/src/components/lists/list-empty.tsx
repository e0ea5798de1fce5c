import { Card, Stack, Text } from "@mantine/core";
import { IconFileOff } from "@tabler/icons-react";
import type { ReactNode } from "react";

/**
 * A list with nothing to show: an icon, the title and what to do about it: a line of `hint`, and
 * `children` (a button) under it.
 */
export function ListEmpty({ title, hint, children }: { title: string; hint?: ReactNode; children?: ReactNode }) {
  return (
    <Card withBorder py="xl">
      <Stack align="center" gap="xs">
        <IconFileOff size={40} color="var(--mantine-color-gray-6)" aria-hidden />
        <Text fw={600}>{title}</Text>
        {hint && (
          <Text c="dimmed" size="sm" ta="center">
            {hint}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The previous page stays on screen, dimmed and marked busy, while the next one loads. It fades
 * only for people who have not asked for less motion (theme.css, `.stale-page`).
 */
export function StalePage({ stale, children }: { stale: boolean; children: ReactNode }) {
  return (
    <div className="stale-page" aria-busy={stale} style={{ opacity: stale ? 0.6 : 1 }}>
      {children}
    </div>
  );
}
