import { Stack, type StackProps, Table } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import { PHONE_QUERY } from "./sortable-th.tsx";

/** Whether the screen is a phone's (`PHONE_QUERY`), known at the first render: a list picks cards or a table. */
export const usePhone = () => useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

/** A list without bullets or indent (items stay a list for screen readers): a list's cards on a phone. */
export function PlainList({
  label,
  gap = "sm",
  children,
}: {
  label?: string;
  gap?: StackProps["gap"];
  children: ReactNode;
}) {
  return (
    <Stack component="ul" gap={gap} m={0} p={0} style={{ listStyle: "none" }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** A list's table, striped with rows lit on hover, scrolling sideways when narrower than `minWidth`. */
export function ListTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A list's rows on the screen at hand: on a phone a plain list of one card a row (`card`, keyed),
 * elsewhere the table (`children`: its head and body), named `tableLabel` where it says more.
 */
export function CardsOrTable<R>({
  label,
  tableLabel = label,
  minWidth,
  rows,
  card,
  children,
}: {
  label: string;
  tableLabel?: string;
  minWidth: number;
  rows: readonly R[];
  card: (row: R) => ReactNode;
  children: ReactNode;
}) {
  const phone = usePhone();
  if (phone) return <PlainList label={label}>{rows.map(card)}</PlainList>;
  return (
    <ListTable label={tableLabel} minWidth={minWidth}>
      {children}
    </ListTable>
  );
}
