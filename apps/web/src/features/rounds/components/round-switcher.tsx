import { Alert, Select, Stack } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { roundParam } from "../../../lib/search-params.ts";
import { useRounds } from "../api.ts";
import { roundOptionLabel } from "./round-status.tsx";

/** Shown while a closed round is on screen (in English; `ClosedNotice` shows it in the language shown). */
export const CLOSED_ROUND_NOTICE = "This round is closed. Its records can be read but not changed.";

/** The closed-round notice, in the language shown. */
export function ClosedNotice() {
  const { t } = useTranslation("selection");
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} role="status" p="xs">
      {t("This round is closed. Its records can be read but not changed.")}
    </Alert>
  );
}

/**
 * Which admission round a staff list shows: `?round=<id>` in the address, absent for the current
 * round (choosing the current round removes it). A choice goes back to page 1 and keeps the rest of
 * the address. Nothing is shown while there is only one round, or when the rounds cannot be read.
 */
export function RoundSwitcher() {
  const { t } = useTranslation("selection");
  const [params, setParams] = useSearchParams();
  const rounds = useRounds();
  const list = rounds.data ?? [];
  if (list.length < 2) return null;

  const current = list.find((r) => r.isCurrent);
  const chosen = roundParam(params);
  const value = chosen ?? current?.id ?? null;
  const shown = list.find((r) => r.id === value);

  const choose = (id: string | null) => {
    if (!id || id === value) return;
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id === current?.id) next.delete("round");
      else next.set("round", id);
      next.delete("page");
      return next;
    });
  };

  return (
    <Stack gap="xs">
      <Select
        label={t("Admission round")}
        data={list.map((r) => ({ value: r.id, label: roundOptionLabel(r, t) }))}
        value={value}
        onChange={choose}
        allowDeselect={false}
        maw={480}
      />
      {shown?.closedAt && <ClosedNotice />}
    </Stack>
  );
}
