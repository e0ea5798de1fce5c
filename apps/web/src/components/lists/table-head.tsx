import { Table } from "@mantine/core";
import type { ReactElement } from "react";

/**
 * A table's header row: a column heading per text, or the heading element given (with its key, for
 * a column of its own make: a select-all box); `false` leaves out a column shown only sometimes.
 */
export function TableHead({
  columns,
  scope,
}: {
  columns: (string | ReactElement | false | null | undefined)[];
  /** `col` marks each heading as its column's (the texts' headings only). */
  scope?: "col";
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) =>
          typeof column === "string" ? (
            <Table.Th key={column} scope={scope}>
              {column}
            </Table.Th>
          ) : (
            column
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
