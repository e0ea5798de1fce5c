import { Alert, Button, Group, Radio, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { AADHAAR_MODE_LABELS, AADHAAR_MODES, type AadhaarMode, type AdmissionRound } from "@phd/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { ListLoading } from "../../../components/lists/list-loading.tsx";
import { api, errorMessage } from "../../../lib/api-client.ts";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { roundKeys, useRounds } from "../../rounds/index.ts";
import { PrivacySection } from "./privacy-section.tsx";

/**
 * Whether the current round asks for the Aadhaar number (issue 28): required (the spec's rule),
 * optional, or not asked — then profiles saved from now on keep none.
 */
export function AadhaarSetting() {
  const { t } = useTranslation("admin");
  const headingId = useId();
  const rounds = useRounds();
  const current = rounds.data?.find((r) => r.isCurrent);
  return (
    <PrivacySection headingId={headingId} title={t("Aadhaar number")}>
      {current ? (
        <ModeForm round={current} key={`${current.id}:${current.aadhaarMode}`} />
      ) : rounds.isError ? (
        <Alert color="red">{errorMessage(rounds.error, t("Failed to load the admission rounds"))}</Alert>
      ) : (
        <ListLoading>{t("Loading...")}</ListLoading>
      )}
    </PrivacySection>
  );
}

function ModeForm({ round }: { round: AdmissionRound }) {
  const { t } = useTranslation("admin");
  const label = useLabel();
  const qc = useQueryClient();
  const [mode, setMode] = useState<AadhaarMode>(round.aadhaarMode);
  const save = useMutation({
    mutationFn: (aadhaarMode: AadhaarMode) =>
      api.put<{ message: string }>(`/api/rounds/${encodeURIComponent(round.id)}/aadhaar`, { aadhaarMode }),
    onSuccess: (res) => {
      notifications.show({ color: "green", message: res.message });
      void qc.invalidateQueries({ queryKey: roundKeys.all });
    },
  });
  const hints: Record<AadhaarMode, string> = {
    REQUIRED: t("Every candidate gives it (the spec's rule)."),
    OPTIONAL: t("Candidates may leave it out."),
    NOT_ASKED: t(
      "The field is not shown; profiles saved from now on keep no number, and a number saved before is removed.",
    ),
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(mode);
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label={t("While {{roundName}} is current, the Aadhaar number is", { roundName: round.name })}
          value={mode}
          onChange={(v) => setMode(v as AadhaarMode)}
        >
          <Stack gap={6} mt={6}>
            {AADHAAR_MODES.map((m) => (
              <Radio key={m} value={m} label={label(AADHAAR_MODE_LABELS[m])} description={hints[m]} />
            ))}
          </Stack>
        </Radio.Group>
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error, t("Failed to save the Aadhaar setting"))}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={mode === round.aadhaarMode} loading={save.isPending}>
            {t("Save the Aadhaar setting")}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t("The setting belongs to the round: making another round current applies that round's.")}
        </Text>
      </Stack>
    </form>
  );
}
