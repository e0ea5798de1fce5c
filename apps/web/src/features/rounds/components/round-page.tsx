import { Stack } from "@mantine/core";
import type { DepartmentName } from "@phd/shared";
import type { ReactNode } from "react";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { RoundSwitcher } from "./round-switcher.tsx";

export interface RoundPageProps {
  title: string;
  description: string;
  /** Beside the heading: what acts on the whole screen (the list's `Updating` spinner). */
  actions?: ReactNode;
  /** The screen's parts for the round shown (a `RoundGate` around them, mostly). */
  children: ReactNode;
  /** The user's departments, where the screen is of them: with none assigned, a notice stands in for `children`. */
  departments?: readonly DepartmentName[];
}

/** A per-round screen: its heading, the round switcher under it, then its parts. */
export function RoundPage({ title, description, actions, children, departments }: RoundPageProps) {
  const { t } = useTranslation("selection");
  return (
    <Stack gap="md">
      <PageHeader title={title} description={description}>
        {actions}
      </PageHeader>
      <RoundSwitcher />
      {departments?.length === 0 ? (
        <ListEmpty
          title={t("No department")}
          hint={t("No department has been assigned to you yet. Please contact the admin.")}
        />
      ) : (
        children
      )}
    </Stack>
  );
}
