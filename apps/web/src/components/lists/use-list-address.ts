import { useEffect } from "react";
import { useSearchParams } from "react-router";

/**
 * A list whose state is its address: `state` read from the search params, `update` writes a change
 * (back to page 1 unless the change names a page), `replacePage` moves to a page without a new
 * history entry.
 */
export function useListAddress<S extends { page: number }>(
  read: (params: URLSearchParams) => S,
  write: (state: S) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = read(searchParams);
  const update = (change: Partial<S>, options?: { replace?: boolean }) =>
    setSearchParams(write({ ...state, page: 1, ...change }), options);
  const replacePage = (page: number) => setSearchParams(write({ ...state, page }), { replace: true });
  return { state, update, replacePage };
}

/**
 * A page past the end (an old link, fewer results now) shows the last page instead, once the server
 * has said how many there are (`waiting` while the previous answer is still on screen).
 */
export function useKeepPageInRange(
  page: number,
  totalPages: number,
  waiting: boolean,
  replacePage: (page: number) => void,
) {
  useEffect(() => {
    if (!waiting && totalPages > 0 && page > totalPages) replacePage(totalPages);
  });
}
