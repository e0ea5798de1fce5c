import { ActionIcon, Button, type ButtonProps, Group, type MantineColor, Table, Tooltip } from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";
import { Link } from "react-router";

/** A list row's action, the same on a phone's card (`RowButton`) and in a table (`RowIconButton`). */
export interface RowAction {
  icon: TablerIcon;
  /** The action's short name, as shown ("Edit"). */
  label: string;
  /** Its name with what it acts on, for screen readers ("Edit Round 1"). */
  name: string;
  onClick?: () => void;
  color?: MantineColor;
}

/**
 * A list row's action as a small button with its icon (a phone's card, a table's actions cell);
 * `to` makes it a link.
 */
export function RowButton({
  icon: Icon,
  label,
  name,
  to,
  variant = "light",
  ...rest
}: RowAction & Pick<ButtonProps, "variant" | "disabled" | "loading"> & { to?: string }) {
  const props = { size: "xs", variant, leftSection: <Icon size={14} aria-hidden />, "aria-label": name, ...rest };
  return to ? (
    <Button component={Link} to={to} {...props}>
      {label}
    </Button>
  ) : (
    <Button {...props}>{label}</Button>
  );
}

/** A table row's action as an icon, its short name in a tooltip. */
function RowIconButton({ icon: Icon, label, name, onClick, color }: RowAction) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="light" color={color} size="lg" onClick={onClick} aria-label={name}>
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** A table row's actions cell: its actions as icons, side by side. */
export function ActionsCell({ actions }: { actions: RowAction[] }) {
  return (
    <Table.Td>
      <Group gap="xs" wrap="nowrap">
        {actions.map((action) => (
          <RowIconButton key={action.label} {...action} />
        ))}
      </Group>
    </Table.Td>
  );
}

/** A phone card's actions: its row's actions as buttons sharing the card's width. */
export function CardActions({ actions }: { actions: RowAction[] }) {
  return (
    <Group mt="sm" gap="xs" grow>
      {actions.map((action) => (
        <RowButton key={action.label} {...action} />
      ))}
    </Group>
  );
}
