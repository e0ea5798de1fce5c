import { Text } from "@mantine/core";
import { PG_STATUS_LABELS, type PgStatus } from "@phd/shared";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import type { PgData } from "../api.ts";
import { useChoiceWords } from "../choices.ts";
import { resultItems } from "./ug-view.tsx";
import { ValueGrid } from "./value-grid.tsx";

/** The saved PG academics, read-only. */
export function PgView({ data }: { data: PgData | null }) {
  const { t } = useTranslation("profile");
  const label = useLabel();
  const dates = useDates();
  const words = useChoiceWords();
  if (data?.hasNotDonePG) return <Text size="sm">{t("I have not completed postgraduate studies.")}</Text>;
  const status = data?.status ? PG_STATUS_LABELS[data.status as PgStatus] : undefined;
  return (
    <ValueGrid
      items={[
        { label: t("Degree"), value: data?.degree && words(data.degree) },
        { label: t("Specialization"), value: data?.specialization && words(data.specialization) },
        { label: t("Branch"), value: data?.branch && words(data.branch) },
        { label: t("Institute"), value: data?.institute },
        { label: t("Status"), value: data?.status ? (status ? label(status) : data.status) : null },
        ...resultItems(data, t, dates),
      ]}
    />
  );
}

/** Above the PG documents unless the candidate has not done PG. */
export function PgDocumentsNote({ notDone }: { notDone: boolean | undefined }) {
  const { t } = useTranslation("profile");
  return notDone ? null : (
    <Text size="xs" c="dimmed" mb="xs">
      {t("PG documents are required when your PG status is Completed.")}
    </Text>
  );
}
