import { Box, Button, Group, Pagination, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n.ts";
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
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" role="status">
        {t("Showing page {{page}} of {{total}}", { page, total: Math.max(totalPages, 1) })}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          {t("Previous")}
        </Button>
        <Button variant="default" size="sm" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
          {t("Next")}
        </Button>
      </Group>
    </Group>
  );
}

/** The pager of an answer that counts its items (`{ page, total, limit }`): as many pages as `limit` fills. */
export function CountedPager({
  of,
  onPage,
  busy,
}: {
  of: { page: number; total: number; limit: number };
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  return <Pager page={of.page} totalPages={Math.ceil(of.total / of.limit)} onPage={onPage} busy={busy} />;
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

export interface NumberedPagerProps {
  pagination: { currentPage: number; totalPages: number };
  /** "Page 2 of 7 · 160 applications": what the pages hold. */
  summary: ReactNode;
  /** The navigation landmark's name ("Shortlist pages"). */
  label: string;
  onPage: (page: number) => void;
  /** While the next page loads, the page buttons wait. */
  busy?: boolean;
}

/** A page count with numbered page buttons, each named for screen readers (the selection screens). */
export function NumberedPager({ pagination, summary, label, onPage, busy = false }: NumberedPagerProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm">
        {t("Page {{page}} of {{total}}", { page: pagination.currentPage, total: Math.max(pagination.totalPages, 1) })} ·{" "}
        {summary}
      </Text>
      {pagination.totalPages > 1 && (
        <Box component="nav" aria-label={label}>
          <Pagination
            total={pagination.totalPages}
            value={pagination.currentPage}
            onChange={onPage}
            disabled={busy}
            size="sm"
            siblings={1}
            boundaries={1}
            getItemProps={(p) => ({ "aria-label": t("Page {{page}}", { page: p }) })}
            getControlProps={(control) => ({
              "aria-label": control === "previous" ? t("Previous page") : control === "next" ? t("Next page") : control,
            })}
          />
        </Box>
      )}
    </Group>
  );
}
