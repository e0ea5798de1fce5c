import { Button, Drawer, Fieldset, NumberInput, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type OfferSettings, offerSettings, WAITLIST_MODE_LABELS, WAITLIST_MODES } from "@phd/shared";
import { IconSettings } from "@tabler/icons-react";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useState } from "react";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import {
  numberOf,
  RadioChoices,
  SettingsFormFrame,
  useSettingsForm,
} from "../../../components/selection/settings-form.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useOfferMessages, useOfferSettings, useSaveOfferSettings } from "../api.ts";

/** Below Mantine's `sm` (48em) the drawer takes the whole screen. */
const NARROW = "(max-width: 47.99em)";

const check = zod4Resolver(offerSettings, { errorPriority: "first" });

/** The texts the candidate reads, with the schema's limits. */
const TEXTS = [
  { key: "declaration", rows: 3, max: 2000 },
  { key: "reportingInstructions", rows: 3, max: 4000 },
  { key: "documentsToBring", rows: 5, max: 4000 },
] as const;
type TextKey = (typeof TEXTS)[number]["key"];

/** Each text's label and what it is for, in the language shown. */
function useTextWords(): Record<TextKey, { label: string; description: string }> {
  const { t } = useTranslation("offers");
  return {
    declaration: { label: t("Declaration"), description: t("The candidate ticks it to accept the offer.") },
    reportingInstructions: { label: t("Reporting instructions"), description: t("Printed on the offer letter.") },
    documentsToBring: {
      label: t("Documents to bring"),
      description: t("One document per line; listed on the candidate's page."),
    },
  };
}

type NumberKey = "answerDays" | "admissionFee";
/** The form's values: the settings, with what a number input may hold while typed. */
type SettingsFormValues = Omit<OfferSettings, NumberKey> & Record<NumberKey, number | string>;

/** The body: numbers as numbers, and the documents one per line without blank lines. */
export function settingsBodyOf(v: SettingsFormValues): OfferSettings {
  return {
    ...v,
    documentsToBring: v.documentsToBring
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .join("\n"),
    answerDays: numberOf(v.answerDays),
    admissionFee: numberOf(v.admissionFee),
  };
}

/**
 * The round's offer settings (issue 26) in a drawer: the declaration the candidate ticks, what the
 * letter and the candidate's page say, when the waitlist moves, the days to answer a waitlist offer
 * and the admission fee. Checked with the shared `offerSettings` schema, as the server checks them.
 * The admin edits them in an open round; everyone else reads them.
 */
export function OfferSettingsButton({ roundId, canEdit }: { roundId: string; canEdit: boolean }) {
  const { t } = useTranslation("offers");
  const [opened, setOpened] = useState(false);
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconSettings size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-haspopup="dialog"
      >
        {canEdit ? t("Offer settings") : t("View offer settings")}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("Offer settings")}
        position="right"
        size={narrow ? "100%" : "lg"}
        styles={{ title: { fontWeight: 600 } }}
      >
        {opened && <SettingsBody roundId={roundId} canEdit={canEdit} onSaved={() => setOpened(false)} />}
      </Drawer>
    </>
  );
}

function SettingsBody({ roundId, canEdit, onSaved }: { roundId: string; canEdit: boolean; onSaved: () => void }) {
  const { t } = useTranslation("offers");
  const messages = useOfferMessages();
  const settings = useOfferSettings(roundId);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {settings.data
          ? t("{{roundName}}: what the offer letters and the candidates' pages say, and how the waitlist moves.", {
              roundName: settings.data.round.name,
            })
          : t("what the offer letters and the candidates' pages say, and how the waitlist moves.")}
      </Text>
      <ListQueryState
        query={settings}
        failure={messages.settingsLoadFailed}
        loading={t("Loading the offer settings...")}
      >
        {(loaded) => (
          <SettingsForm
            roundId={roundId}
            settings={loaded.settings}
            readOnly={!canEdit || loaded.round.isClosed}
            onSaved={onSaved}
          />
        )}
      </ListQueryState>
    </Stack>
  );
}

function SettingsForm({
  roundId,
  settings,
  readOnly,
  onSaved,
}: {
  roundId: string;
  settings: OfferSettings;
  readOnly: boolean;
  onSaved: () => void;
}) {
  const { t } = useTranslation("offers");
  const label = useLabel();
  const words = useTextWords();
  const messages = useOfferMessages();
  const { form, ...frame } = useSettingsForm<SettingsFormValues, OfferSettings>({
    initialValues: settings,
    bodyOf: settingsBodyOf,
    check,
    save: useSaveOfferSettings(roundId),
    failure: messages.settingsSaveFailed,
    onSaved,
  });

  return (
    <SettingsFormFrame
      settings={frame}
      readOnly={readOnly}
      saveLabel={t("Save offer settings")}
      aria-label={t("Offer settings")}
    >
      <Fieldset legend={t("What the candidate reads")} disabled={readOnly}>
        <Stack gap="sm">
          {TEXTS.map((text) => (
            <Textarea
              key={text.key}
              label={words[text.key].label}
              description={words[text.key].description}
              rows={text.rows}
              resize="vertical"
              maxLength={text.max}
              {...form.getInputProps(text.key)}
            />
          ))}
        </Stack>
      </Fieldset>
      <Fieldset legend={t("Waitlist and fee")} disabled={readOnly}>
        <RadioChoices
          label={t("When freed seats are offered")}
          options={WAITLIST_MODES.map((m) => ({ value: m, label: label(WAITLIST_MODE_LABELS[m]) }))}
          readOnly={readOnly}
          inputProps={form.getInputProps("waitlistMode")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="sm">
          <NumberInput
            label={t("Days to answer")}
            description={t("For an offer made to the waitlist at once")}
            min={1}
            max={60}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps("answerDays")}
          />
          <NumberInput
            label={t("Admission fee (₹)")}
            min={1}
            allowNegative={false}
            decimalScale={2}
            thousandSeparator=","
            clampBehavior="none"
            {...form.getInputProps("admissionFee")}
          />
        </SimpleGrid>
      </Fieldset>
    </SettingsFormFrame>
  );
}
