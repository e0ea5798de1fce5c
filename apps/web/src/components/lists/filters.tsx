import { Button } from "@mantine/core";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useTranslation } from "../../lib/i18n.ts";

/** A list's filter panel: where it is (for the Filters button's aria-controls), what is applied, and how to apply. */
export interface FilterPanelProps<F> {
  id: string;
  applied: F;
  onApply: (filters: F) => void;
}

export interface FiltersToggleProps {
  open: boolean;
  onToggle: () => void;
  /** How many filters are in use ("Filters (2)"). */
  count: number;
  /** The panel's id. */
  panelId: string;
}

/** "Filters" (with the number in use) opens and closes the filter panel. */
export function FiltersToggle({ open, onToggle, count, panelId }: FiltersToggleProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant={open ? "filled" : "default"}
      leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={onToggle}
    >
      {count > 0 ? t("Filters ({{n}})", { n: count }) : t("Filters")}
    </Button>
  );
}
