import type { ReactNode } from "react";
import { StalePage } from "../lists/list-empty.tsx";
import { NumberedPager, type NumberedPagerProps } from "../lists/pager.tsx";

export interface StalePagesProps extends Omit<NumberedPagerProps, "busy" | "pagination"> {
  pagination: NumberedPagerProps["pagination"] & { total: number };
  /** The previous page is shown while the next one loads: it is dimmed and the page buttons wait. */
  stale: boolean;
  /** No pager under a list with nothing in it. */
  hidePagerWhenEmpty?: boolean;
  /** The page's view (a table, a grid). */
  children: ReactNode;
}

/** A selection screen's page of a list with its numbered pager under it (shortlist, marks, merit, slot candidates). */
export function StalePages({ stale, hidePagerWhenEmpty = false, children, ...pager }: StalePagesProps) {
  return (
    <>
      <StalePage stale={stale}>{children}</StalePage>
      {(!hidePagerWhenEmpty || pager.pagination.total > 0) && <NumberedPager {...pager} busy={stale} />}
    </>
  );
}
