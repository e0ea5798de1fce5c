import { Box, SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { wrapStyle } from "../../../components/detail-list.tsx";

export interface ValueItem {
  label: string;
  value: ReactNode;
  /** Spans the whole row (addresses). */
  wide?: boolean;
  /** An id or number that may break at any character (see wrapStyle). */
  breakAnywhere?: boolean;
}

const empty = (v: ReactNode) => v === null || v === undefined || v === "" || v === false;

/**
 * Saved values of a section, read-only: a label over each value; one column on phones, two from the `xs`
 * breakpoint, three on wide screens.
 */
export function ValueGrid({ items }: { items: ValueItem[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
      {items.map((item) => (
        <Box key={item.label} style={item.wide ? { gridColumn: "1 / -1" } : undefined}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
            {item.label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ ...wrapStyle(item.breakAnywhere), whiteSpace: "pre-line" }}>
            {empty(item.value) ? "—" : item.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** A Select's choices: each value with the words shown for it (the value itself unless given). */
export const options = (values: readonly string[], text: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: text(value) }));
