import { Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { allQueries, type QueryLike, QueryState } from "../../components/query-state.tsx";
import { useTranslation } from "../../lib/i18n.ts";

/**
 * A card body fed by one or more queries: skeleton lines while any is loading, the shared load
 * error with Try Again (refetching only what failed) if any failed, else the content.
 */
export function QueryContent({
  queries,
  errorMessage,
  lines = 3,
  children,
}: {
  queries: QueryLike<unknown>[];
  errorMessage: string;
  lines?: number;
  children: () => ReactNode;
}) {
  const { t } = useTranslation("candidate");
  const loading = (
    <Stack gap="xs" role="status" data-testid="card-loading">
      <VisuallyHidden>{t("Loading…")}</VisuallyHidden>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton lines have no identity of their own
        <Skeleton key={i} h={i === 0 ? 20 : 14} w={i === lines - 1 ? "60%" : "100%"} radius="sm" />
      ))}
    </Stack>
  );
  return (
    <QueryState query={allQueries(queries)} errorMessage={errorMessage} retryLabel={t("Try Again")} loading={loading}>
      {children}
    </QueryState>
  );
}
