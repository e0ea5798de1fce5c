import { Button, Group, List, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { CALL_LETTER_INSTRUCTIONS_MAX, callLetterSettings } from "@phd/shared";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { type FormEvent, useId, useState } from "react";
import { SaveError } from "../../../components/form-modal.tsx";
import { Updating } from "../../../components/page-header.tsx";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useCallLetterSettings, useSaveCallLetterSettings, useSlotMessages } from "../api.ts";

/** Mantine's autosize listens to `document.fonts`, which every browser has and jsdom lacks. */
const CAN_AUTOSIZE = typeof document !== "undefined" && "fonts" in document;

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The round's instructions printed on every call letter: the admin writes them (one per line) while
 * the round is open; coordinators, and everyone in a closed round, read them.
 */
export function CallLetterInstructions({ roundId, canEdit }: { roundId: string; canEdit: boolean }) {
  const { t } = useTranslation("selection");
  const messages = useSlotMessages();
  const title = t("Call letter instructions");
  const settings = useCallLetterSettings(roundId);
  const headingId = useId();

  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Updating query={settings} label={t("Updating the call letter instructions")} />
        </Group>
        <Text size="sm" c="dimmed">
          {t(
            "Printed on every entrance test and interview call letter of this round, under the slot's date, time and place.",
          )}
        </Text>
        <ListQueryState
          query={settings}
          failure={messages.instructionsFailed}
          loading={t("Loading the call letter instructions...")}
        >
          {(loaded) => {
            if (canEdit && !loaded.round.isClosed)
              return (
                <InstructionsForm
                  key={loaded.settings.instructions}
                  roundId={roundId}
                  saved={loaded.settings.instructions}
                />
              );
            return (
              <Stack gap="xs">
                <List size="sm" spacing={4} type="ordered" aria-label={title}>
                  {linesOf(loaded.settings.instructions).map((line, i) => (
                    // The same line may be given twice; its place tells them apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own
                    <List.Item key={i}>{line}</List.Item>
                  ))}
                </List>
                {!canEdit && (
                  <Text size="xs" c="dimmed">
                    {t("The admin writes these instructions for the round.")}
                  </Text>
                )}
              </Stack>
            );
          }}
        </ListQueryState>
      </Stack>
    </Paper>
  );
}

function InstructionsForm({ roundId, saved }: { roundId: string; saved: string }) {
  const { t } = useTranslation("selection");
  const messages = useSlotMessages();
  const save = useSaveCallLetterSettings(roundId);
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = callLetterSettings.safeParse({ instructions: linesOf(text).join("\n") });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? messages.instructionsSaveFailed);
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t("Instructions")}
          description={t("One instruction per line · {{length}} / {{max}} characters", {
            length: text.length,
            max: CALL_LETTER_INSTRUCTIONS_MAX,
          })}
          required
          // Grows with its lines where the browser can measure fonts (jsdom cannot: fixed rows there).
          autosize={CAN_AUTOSIZE}
          minRows={4}
          maxRows={16}
          rows={CAN_AUTOSIZE ? undefined : 6}
          maxLength={CALL_LETTER_INSTRUCTIONS_MAX}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          errorProps={{ role: "alert" }}
        />
        <SaveError message={save.isError ? errorMessage(save.error, messages.instructionsSaveFailed) : null} />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={save.isPending}
            disabled={text === saved}
          >
            {t("Save instructions")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
