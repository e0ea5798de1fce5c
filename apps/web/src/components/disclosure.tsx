import { Box, Button, Collapse } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";

export interface DisclosureProps {
  /** The toggle's visible text. */
  label: ReactNode;
  /** The toggle's accessible name, or one for open and one for closed (aria-expanded tells them apart too). */
  name: string | ((opened: boolean) => string);
  /** The panel shown while open. */
  children: ReactNode;
}

/** A small toggle with a chevron that shows and hides the panel under it (closed at first). */
export function Disclosure({ label, name, children }: DisclosureProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  return (
    <Box>
      <Button
        variant="subtle"
        size="compact-sm"
        px={4}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={panelId}
        aria-label={typeof name === "string" ? name : name(opened)}
        rightSection={opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
      >
        {label}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        {children}
      </Collapse>
    </Box>
  );
}
