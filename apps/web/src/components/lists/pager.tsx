import { Button, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { StalePage } from "./list-empty.tsx";

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** While the next page loads, both buttons wait. */
  busy?: boolean;
}

/** "Showing page X of Y" with Previous and Next. */
export function Pager({ page, totalPages, onPage, busy = false }: PagerProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" role="status">
        Showing page {page} of {Math.max(totalPages, 1)}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="default" size="sm" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Group>
    </Group>
  );
}

export interface ListResultsProps {
  pagination: { currentPage: number; totalPages: number };
  /** The previous answer is on screen while the next loads. */
  stale: boolean;
  onPage: (page: number) => void;
  /** Show the pager on a single page too. */
  alwaysPaged?: boolean;
  children: ReactNode;
}

/** A page of a list (dimmed while the next loads) with the pager under it. */
export function ListResults({ pagination, stale, onPage, alwaysPaged = false, children }: ListResultsProps) {
  return (
    <Stack gap="md">
      <StalePage stale={stale}>{children}</StalePage>
      {(alwaysPaged || pagination.totalPages > 1) && (
        <Pager page={pagination.currentPage} totalPages={pagination.totalPages} busy={stale} onPage={onPage} />
      )}
    </Stack>
  );
}
