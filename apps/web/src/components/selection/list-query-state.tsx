import type { ReactNode } from "react";
import { errorMessage } from "../../lib/api-client.ts";
import { ListLoading } from "../lists/list-loading.tsx";
import { QueryState, type QueryStateProps } from "../query-state.tsx";

export interface ListQueryStateProps<T> extends Omit<QueryStateProps<T>, "query" | "errorMessage" | "loading"> {
  query: QueryStateProps<T>["query"] & { error: unknown };
  /** The load error's message when the server gives no words of its own. */
  failure: string;
  /** What loads, said beside the spinner ("Loading the shortlist..."). */
  loading: string;
  children: (data: T) => ReactNode;
}

/**
 * `QueryState` as the selection screens' parts show a query: a spinner saying what loads, then the
 * load error in the server's words (else `failure`), then the data's view.
 */
export function ListQueryState<T>({ query, failure, loading, ...rest }: ListQueryStateProps<T>) {
  return (
    <QueryState
      query={query}
      errorMessage={errorMessage(query.error, failure)}
      loading={<ListLoading>{loading}</ListLoading>}
      {...rest}
    />
  );
}
