import { Table } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A wide table in its own horizontally scrolling box, never the page's (usable at 360 px): the box
 * takes the keyboard focus so it can be scrolled with the arrow keys, and is named for screen readers.
 */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      // A scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  );
}
