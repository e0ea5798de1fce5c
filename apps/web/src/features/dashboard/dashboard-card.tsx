import { Card, type CardProps, Group, Title } from "@mantine/core";
import type { ReactNode } from "react";
import type { QueryLike } from "../../components/query-state.tsx";
import { QueryContent } from "./query-content.tsx";

type DashboardCardProps = { title: ReactNode; icon?: ReactNode; children: ReactNode } & Omit<
  CardProps,
  "title" | "children"
> & { "data-testid"?: string };

/** A titled card of the candidate dashboard; the title is the card's h2. */
export function DashboardCard({ title, icon, children, ...rest }: DashboardCardProps) {
  return (
    <Card withBorder padding="md" radius="md" h="100%" {...rest}>
      <Group gap="xs" mb="sm" wrap="nowrap" align="center">
        {icon}
        <Title order={2} size="h4">
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

/** A dashboard card whose body comes from queries: skeleton, load error with Try Again, or the content. */
export function QueryCard({
  queries,
  errorMessage,
  lines,
  children,
  ...card
}: Omit<DashboardCardProps, "children"> & {
  queries: QueryLike<unknown>[];
  errorMessage: string;
  lines?: number;
  children: () => ReactNode;
}) {
  return (
    <DashboardCard {...card}>
      <QueryContent queries={queries} errorMessage={errorMessage} lines={lines}>
        {children}
      </QueryContent>
    </DashboardCard>
  );
}
