import { Group } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";

export interface ListToolbarProps {
  /** The search landmark's name ("Announcements"). */
  label: string;
  /** The list's search box. */
  search: ReactNode;
  /** The actions beside it (create, refresh). */
  children: ReactNode;
  actionsStyle?: CSSProperties;
}

/** Above a list the admin manages: its search, a named landmark taking the width left, then the actions. */
export function ListToolbar({ label, search, children, actionsStyle }: ListToolbarProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Group role="search" aria-label={label} style={{ flex: "1 1 260px", minWidth: 0 }}>
        {search}
      </Group>
      <Group gap="xs" wrap="wrap" style={actionsStyle}>
        {children}
      </Group>
    </Group>
  );
}
