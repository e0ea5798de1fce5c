import { Table, UnstyledButton } from "@mantine/core";
import type { SortOrder } from "@phd/shared";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";

/** Phones (below Mantine's `xs`, 36em) get one card per row: a wide table does not fit 360 px. */
export const PHONE_QUERY = "(max-width: 35.99em)";

/** A list's sort: the column and its direction. */
export interface SortState<S extends string> {
  sort: S;
  order: SortOrder;
}

export interface SortableThProps<S extends string> {
  column: S;
  label: string;
  sort: SortState<S>;
  onSort: (sort: SortState<S>) => void;
  /** The order the column starts with when it is chosen. */
  firstOrder: SortOrder;
}

/**
 * A column header that sorts the list: a button with the column's name and an arrow; the active
 * column says its direction with `aria-sort`, a second click turns it around.
 */
export function SortableTh<S extends string>({ column, label, sort, onSort, firstOrder }: SortableThProps<S>) {
  const active = sort.sort === column;
  const Icon = !active ? IconArrowsSort : sort.order === "asc" ? IconArrowUp : IconArrowDown;
  const next: SortState<S> = active
    ? { sort: column, order: sort.order === "asc" ? "desc" : "asc" }
    : { sort: column, order: firstOrder };
  return (
    <Table.Th aria-sort={active ? (sort.order === "asc" ? "ascending" : "descending") : undefined}>
      <UnstyledButton
        onClick={() => onSort(next)}
        fw={700}
        fz="sm"
        style={{ display: "inline-flex", gap: 4, alignItems: "center" }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
