import { Skeleton, Stack, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { LoadError } from "../../components/load-error.tsx";
import { useTranslation } from "../../lib/i18n.ts";

/** The part of a TanStack Query result a dashboard card needs. */
export interface QueryState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

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
  queries: QueryState[];
  errorMessage: string;
  lines?: number;
  children: () => ReactNode;
}) {
  const { t } = useTranslation("candidate");
  const failed = queries.filter((q) => q.isError);
  if (failed.length > 0) {
    return (
      <LoadError
        message={errorMessage}
        onRetry={() => {
          for (const q of failed) void q.refetch();
        }}
      />
    );
  }
  if (queries.some((q) => q.isPending)) {
    return (
      <Stack gap="xs" role="status" data-testid="card-loading">
        <VisuallyHidden>{t("Loading…")}</VisuallyHidden>
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: skeleton lines have no identity of their own
          <Skeleton key={i} h={i === 0 ? 20 : 14} w={i === lines - 1 ? "60%" : "100%"} radius="sm" />
        ))}
      </Stack>
    );
  }
  return <>{children()}</>;
}
