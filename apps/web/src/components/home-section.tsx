import { SimpleGrid, type SimpleGridProps, Skeleton, Stack, Title, VisuallyHidden } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { QueryState, type QueryStateProps } from "./query-state.tsx";

/** A section of a staff home page: a landmark named by its title (with an icon), then its content. */
export function HomeSection({
  id,
  icon: TitleIcon,
  title,
  children,
}: {
  /** The title's id, which names the section. */
  id: string;
  icon: Icon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap="sm" mt="xl" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        <TitleIcon size={22} aria-hidden style={{ verticalAlign: "-3px", marginRight: 8 }} />
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export interface CardSkeletonsProps {
  cols: SimpleGridProps["cols"];
  count: number;
  height: number;
  label: string;
  testId: string;
}

/** Cards on their way: `count` grey blocks in the grid the cards will fill, announced as `label`. */
export function CardSkeletons({ cols, count, height, label, testId }: CardSkeletonsProps) {
  return (
    <SimpleGrid cols={cols} role="status" data-testid={testId}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {[...Array(count).keys()].map((i) => (
        <Skeleton key={i} h={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}

export interface HomeQuerySectionProps<T> extends Omit<QueryStateProps<T>, "loading"> {
  id: string;
  icon: Icon;
  title: string;
  /** The cards drawn grey while the query loads. */
  skeletons: CardSkeletonsProps;
}

/** A home section showing one query's cards: grey cards while it loads, its error, then `children`. */
export function HomeQuerySection<T>({ id, icon, title, skeletons, ...queryState }: HomeQuerySectionProps<T>) {
  return (
    <HomeSection id={id} icon={icon} title={title}>
      <QueryState {...queryState} loading={<CardSkeletons {...skeletons} />} />
    </HomeSection>
  );
}
