import type { ReactNode } from "react";
import { type QueryLike, QueryState, type QueryStateProps } from "../query-state.tsx";
import { ListResults } from "./pager.tsx";

/** A paged list's answer: its page count beside its rows (under whichever name the API uses). */
interface PageAnswer {
  pagination: { currentPage: number; totalPages: number };
}

export interface PagedListProps<P extends PageAnswer, R> extends Omit<QueryStateProps<P>, "query" | "children"> {
  /** The list's query; while it shows the previous page (`isPlaceholderData`), that page is dimmed. */
  query: QueryLike<P> & { isPlaceholderData: boolean };
  /** The rows of a page. */
  rows: (page: P) => R[];
  /** Shown instead of the results when a page has no rows (a `ListEmpty`). */
  empty: ReactNode;
  onPage: (page: number) => void;
  /** Show the pager on a single page too. */
  alwaysPaged?: boolean;
  /** The rows' view (a table). */
  children: (rows: R[], page: P) => ReactNode;
}

/**
 * A server-paged list's screen, one for the admin and account lists: loading, the load error, the
 * empty notice, else the page's rows with the pager under them.
 */
export function PagedList<P extends PageAnswer, R>({
  query,
  rows,
  empty,
  onPage,
  alwaysPaged,
  children,
  ...queryState
}: PagedListProps<P, R>) {
  return (
    <QueryState query={query} {...queryState}>
      {(page) => {
        const found = rows(page);
        if (found.length === 0) return empty;
        return (
          <ListResults
            pagination={page.pagination}
            stale={query.isPlaceholderData}
            onPage={onPage}
            alwaysPaged={alwaysPaged}
          >
            {children(found, page)}
          </ListResults>
        );
      }}
    </QueryState>
  );
}
