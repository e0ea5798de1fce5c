import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { QueryState, type QueryStateProps } from "../query-state.tsx";

export interface SearchedListProps<R> extends Omit<QueryStateProps<R[]>, "children"> {
  /** Whether a row matches the search typed on the screen. */
  matches: (row: R) => boolean;
  /** Shown when there are no rows at all (a `ListEmpty` with its create button). */
  none: ReactNode;
  /** Shown over the count when rows exist but none matches. */
  noMatch: ReactNode;
  /** The matching rows' view (a table). */
  children: (shown: R[]) => ReactNode;
}

/**
 * A list loaded whole and searched on the screen, one for the admin's announcements and
 * coordinators: loading, the load error, `none` when there is nothing yet, else the matching rows
 * (or `noMatch`) over "Showing X of Y".
 */
export function SearchedList<R>({ matches, none, noMatch, children, ...queryState }: SearchedListProps<R>) {
  const { t } = useTranslation("admin");
  return (
    <QueryState {...queryState}>
      {(all) => {
        if (all.length === 0) return none;
        const shown = all.filter(matches);
        return (
          <Stack gap="sm">
            {shown.length === 0 ? noMatch : children(shown)}
            <Text size="sm" role="status">
              {t("Showing {{shown}} of {{total}}", { shown: shown.length, total: all.length })}
            </Text>
          </Stack>
        );
      }}
    </QueryState>
  );
}
