import { Alert, Badge, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type ConstantsRecord, formatDateTime } from "@phd/shared";
import type { TFunction } from "i18next";
import { type ReactNode, useState } from "react";
import { ApplicationIdPrefixInput } from "../../../components/application-id-prefix-input.tsx";
import { DetailList, DetailRow } from "../../../components/detail-list.tsx";
import { ListLoading, RefreshButton } from "../../../components/lists/list-loading.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useLanguage, useTranslation } from "../../../lib/i18n.ts";
import { type ConstantFailure, useConstants, useSaveConstants } from "../api.ts";
import { AdmissionWindowFields } from "./admission-window-fields.tsx";
import {
  type ConstantsForm,
  changedConstants,
  changesToSend,
  describeState,
  FIELDS_OF,
  formOf,
  validate,
  zoneOf,
} from "./constants-form.ts";

/** The admin's constants screen (spec 001 §2 "Admin constants screen", plus the admission window). */
export function ManageConstants() {
  const { t } = useTranslation("admin");
  const constants = useConstants();
  const loadFailed = t("Failed to load constants");
  const refreshing = constants.isFetching;

  return (
    <Stack gap="md">
      <PageHeader
        title={t("Manage Constants")}
        description={t("Site-wide settings: the heading, admissions, application IDs and the admission window.")}
      >
        <RefreshButton onRefresh={constants.refetch} refreshing={refreshing} label={t("Refresh Data")} />
      </PageHeader>
      <QueryState
        query={constants}
        keepData
        errorTitle={t("Error Loading Constants")}
        errorMessage={errorMessage(constants.error, loadFailed)}
        loading={<ListLoading>{t("Loading constants...")}</ListLoading>}
      >
        {(record) => (
          <>
            {constants.isError && (
              <Alert color="red" title={loadFailed}>
                {errorMessage(constants.error, loadFailed)}
              </Alert>
            )}
            <ConstantsEditor record={record} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder p={{ base: "sm", sm: "lg" }}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** "REGULAR: 12, WORKING_PROFESSIONAL: 3": each counter under its stored name. */
function countersText(t: TFunction, counters: Record<string, number> | undefined): string {
  const entries = Object.entries(counters ?? {});
  return entries.length === 0 ? t("No counters available") : entries.map(([type, n]) => `${type}: ${n}`).join(", ");
}

function ConstantsEditor({ record }: { record: ConstantsRecord }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const [draft, setDraft] = useState<Partial<ConstantsForm>>({});
  const [failures, setFailures] = useState<ConstantFailure[]>([]);
  const save = useSaveConstants();

  const form: ConstantsForm = { ...formOf(record), ...draft };
  const changed = changedConstants(record, form);
  const errors = validate(form, changed, t);
  const hasErrors = Object.keys(errors).length > 0;
  const dirty = changed.length > 0;
  const set = (change: Partial<ConstantsForm>) => setDraft((d) => ({ ...d, ...change }));
  const admissionsEdited = changed.some((c) => c === "admissionsOpen" || c === "timeZone" || c === "admissionWindow");
  const switchOnButClosed = form.admissionsOpen && describeState(form, new Date(), t, language).state !== "open";
  const zone = zoneOf(record);
  const saving = save.isPending;

  const reset = () => {
    setDraft({});
    setFailures([]);
  };

  const saveAll = () => {
    if (!dirty || hasErrors || saving) return;
    save.mutate(changesToSend(form, changed), {
      onSuccess: ({ saved, failed }) => {
        setDraft((d) => {
          const next = { ...d };
          for (const name of saved) for (const field of FIELDS_OF[name]) delete next[field];
          return next;
        });
        setFailures(failed);
        if (failed.length === 0) notifications.show({ color: "green", message: t("Constants updated successfully") });
      },
    });
  };

  return (
    <Stack gap="md">
      {(dirty || failures.length > 0) && (
        <Paper
          withBorder
          p="sm"
          bg="yellow.0"
          style={{ position: "sticky", top: "calc(var(--app-shell-header-offset, 0px) + 8px)", zIndex: 5 }}
        >
          <Stack gap="sm">
            {dirty && (
              <Group justify="space-between" gap="sm" wrap="wrap">
                <div>
                  <Text fw={600} role="status">
                    {t("You have unsaved changes")}
                  </Text>
                  {hasErrors && (
                    <Text size="sm" c="red.9">
                      {t("Correct the highlighted fields to save.")}
                    </Text>
                  )}
                </div>
                <Group gap="xs">
                  <Button variant="default" onClick={reset} disabled={saving}>
                    {t("Reset")}
                  </Button>
                  <Button onClick={saveAll} disabled={saving || hasErrors}>
                    {saving ? t("Saving...") : t("Save All Changes")}
                  </Button>
                </Group>
              </Group>
            )}
            {failures.length > 0 && (
              <Alert
                color="red"
                title={t("Some constants failed to update")}
                withCloseButton
                onClose={() => setFailures([])}
              >
                <Stack component="ul" gap={2} m={0} pl="md">
                  {failures.map((f) => (
                    <Text component="li" size="sm" key={f.name}>
                      {t("Failed to update {{name}}: {{message}}", { name: f.name, message: f.message })}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            )}
          </Stack>
        </Paper>
      )}

      <Section id="website-configuration" title={t("Website Configuration")}>
        <Stack gap="md">
          <TextInput
            label={t("Website Heading")}
            description={t("The title on the public home page")}
            value={form.websiteHeading}
            onChange={(e) => set({ websiteHeading: e.currentTarget.value })}
            error={errors.websiteHeading}
            maxLength={200}
          />
          <Radio.Group
            label={t("Admissions Status")}
            description={t("Controls whether new applications can be submitted")}
            value={form.admissionsOpen ? "open" : "closed"}
            onChange={(v) => set({ admissionsOpen: v === "open" })}
          >
            <Group gap="lg" mt="xs" align="center" wrap="wrap">
              <Radio value="open" label={t("Open")} />
              <Radio value="closed" label={t("Closed")} />
              <Badge color={form.admissionsOpen ? "green" : "red"} variant="light">
                {form.admissionsOpen ? t("Applications Accepted") : t("Applications Closed")}
              </Badge>
            </Group>
          </Radio.Group>
          {switchOnButClosed && (
            <Text size="sm" c="dimmed">
              {t("The admission window below keeps applications closed at the moment.")}
            </Text>
          )}
        </Stack>
      </Section>

      <Section id="application-configuration" title={t("Application Configuration")}>
        <ApplicationIdPrefixInput
          value={form.applicationIdPrefix}
          onChange={(applicationIdPrefix) => set({ applicationIdPrefix })}
          error={errors.applicationIdPrefix}
        />
      </Section>

      <Section id="admission-window" title={t("Admission window")}>
        <AdmissionWindowFields form={form} errors={errors} onChange={set} edited={admissionsEdited} />
      </Section>

      <Section id="system-information" title={t("System Information")}>
        <DetailList>
          <DetailRow label={t("Application Counters")}>{countersText(t, record.applicationCounters)}</DetailRow>
          <DetailRow label={t("Created At")}>
            {record.createdAt ? formatDateTime(record.createdAt, zone, language) : t("N/A")}
          </DetailRow>
          <DetailRow label={t("Last Updated")}>
            {record.updatedAt ? formatDateTime(record.updatedAt, zone, language) : t("N/A")}
          </DetailRow>
        </DetailList>
      </Section>
    </Stack>
  );
}
