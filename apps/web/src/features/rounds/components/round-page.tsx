import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { PageHeader } from "../../../components/page-header.tsx";
import { RoundSwitcher } from "./round-switcher.tsx";

export interface RoundPageProps {
  title: string;
  description: string;
  /** Beside the heading: what acts on the whole screen (the list's `Updating` spinner). */
  actions?: ReactNode;
  /** The screen's parts for the round shown (a `RoundGate` around them, mostly). */
  children: ReactNode;
}

/** A per-round screen: its heading, the round switcher under it, then its parts. */
export function RoundPage({ title, description, actions, children }: RoundPageProps) {
  return (
    <Stack gap="md">
      <PageHeader title={title} description={description}>
        {actions}
      </PageHeader>
      <RoundSwitcher />
      {children}
    </Stack>
  );
}
