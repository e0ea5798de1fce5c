import { Group, Loader, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A screen's heading: the h1 and what the screen is for (a text is shown dimmed) and, beside them,
 * what acts on the whole screen (a refresh, the list's `Updating` spinner).
 */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const heading = (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {typeof description === "string" ? <Text c="dimmed">{description}</Text> : description}
    </div>
  );
  if (children === undefined) return heading;
  return (
    <Group justify="space-between" align="flex-start" gap="xs">
      {heading}
      {children}
    </Group>
  );
}

/** A part's h2 (a department's, on the selection screens) with its `Updating` spinner beside it. */
export function SectionHeading({
  title,
  size = "h3",
  children,
}: {
  title: ReactNode;
  size?: "h3" | "h4";
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="center" gap="xs">
      <Title order={2} size={size}>
        {title}
      </Title>
      {children}
    </Group>
  );
}

/** A spinner while a query that has data loads it again (a new page, a refetch), named for screen readers. */
export function Updating({ query, label }: { query: { isFetching: boolean; isPending: boolean }; label: string }) {
  return query.isFetching && !query.isPending ? <Loader size="sm" role="status" aria-label={label} /> : null;
}
