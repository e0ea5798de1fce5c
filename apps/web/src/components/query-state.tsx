import type { ReactNode } from "react";
import { useTranslation } from "../lib/i18n.ts";
import { LoadError } from "./load-error.tsx";

/** What QueryState reads of a TanStack Query result. */
export interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** The load error's message. */
  errorMessage: string;
  /** The load error's title ("Error" unless given). */
  errorTitle?: string;
  /** The retry button's text ("Retry", the lists' word, unless given). */
  retryLabel?: string;
  /** Shown while nothing is loaded yet (a spinner with what is loading, or skeletons). */
  loading: ReactNode;
  /** A failed refetch keeps showing what was loaded before (instead of the load error). */
  keepData?: boolean;
  /** The loaded data's view. */
  children: (data: T) => ReactNode;
}

/**
 * One query's screen: the loading view until it has data, the load error with a retry that
 * refetches (and waits while it does) if it failed, else the data's view.
 */
export function QueryState<T>({
  query,
  errorMessage,
  errorTitle,
  retryLabel,
  loading,
  keepData,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  // TanStack Query never holds `undefined` as loaded data: having data is having loaded.
  if (query.data !== undefined && (keepData || !query.isError)) return children(query.data);
  if (query.isError)
    return (
      <LoadError
        title={errorTitle}
        message={errorMessage}
        onRetry={() => void query.refetch()}
        retryLabel={retryLabel ?? t("Retry")}
        retrying={query.isFetching}
      />
    );
  return loading;
}

/**
 * Several queries as one, for a view that needs them all: loaded once each is, failed if any is
 * (a retry refetches only those that failed).
 */
export function allQueries(queries: QueryLike<unknown>[]): QueryLike<true> {
  const failed = queries.filter((q) => q.isError);
  return {
    data: queries.every((q) => q.data !== undefined) ? true : undefined,
    isError: failed.length > 0,
    isFetching: failed.some((q) => q.isFetching),
    refetch: () => {
      for (const q of failed) void q.refetch();
    },
  };
}
