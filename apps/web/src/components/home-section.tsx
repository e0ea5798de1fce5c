import { SimpleGrid, type SimpleGridProps, Skeleton, Stack, Title, VisuallyHidden } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";

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

/** Cards on their way: `count` grey blocks in the grid the cards will fill, announced as `label`. */
export function CardSkeletons({
  cols,
  count,
  height,
  label,
  testId,
}: {
  cols: SimpleGridProps["cols"];
  count: number;
  height: number;
  label: string;
  testId: string;
}) {
  return (
    <SimpleGrid cols={cols} role="status" data-testid={testId}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {[...Array(count).keys()].map((i) => (
        <Skeleton key={i} h={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}
