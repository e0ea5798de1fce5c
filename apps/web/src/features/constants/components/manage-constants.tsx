import { Alert, Badge, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type ConstantsRecord, formatDateTime } from "@phd/shared";
import { type ReactNode, useState } from "react";
import { ApplicationIdPrefixInput } from "../../../components/application-id-prefix-input.tsx";
import { DetailList, DetailRow } from "../../../components/detail-list.tsx";
import { ListLoading, RefreshButton } from "../../../components/lists/list-loading.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
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

export const LOAD_FAILED = "Failed to load constants";
export const SOME_FAILED = "Some constants failed to update";
export const SAVED = "Constants updated successfully";

/** The admin's constants screen (spec 001 §2 "Admin constants screen", plus the admission window). */
export function ManageConstants() {
  const constants = useConstants();
  const refreshing = constants.isFetching;

  let body: ReactNode;
  if (constants.data) {
    body = (
      <>
        {constants.isError && (
          <Alert color="red" title={LOAD_FAILED}>
            {errorMessage(constants.error, LOAD_FAILED)}
          </Alert>
        )}
        <ConstantsEditor record={constants.data} />
      </>
    );
  } else if (constants.isError) {
    body = (
      <LoadError
        title="Error Loading Constants"
        message={errorMessage(constants.error, LOAD_FAILED)}
        retryLabel="Retry"
        onRetry={() => void constants.refetch()}
        retrying={refreshing}
      />
    );
  } else {
    body = <ListLoading>Loading constants...</ListLoading>;
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={1} size="h2">
            Manage Constants
          </Title>
          <Text c="dimmed">Site-wide settings: the heading, admissions, application IDs and the admission window.</Text>
        </div>
        <RefreshButton onRefresh={constants.refetch} refreshing={refreshing} label="Refresh Data" />
      </Group>
      {body}
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

function countersText(counters: Record<string, number> | undefined): string {
  const entries = Object.entries(counters ?? {});
  return entries.length === 0 ? "No counters available" : entries.map(([type, n]) => `${type}: ${n}`).join(", ");
}

function ConstantsEditor({ record }: { record: ConstantsRecord }) {
  const [draft, setDraft] = useState<Partial<ConstantsForm>>({});
  const [failures, setFailures] = useState<ConstantFailure[]>([]);
  const save = useSaveConstants();

  const form: ConstantsForm = { ...formOf(record), ...draft };
  const changed = changedConstants(record, form);
  const errors = validate(form, changed);
  const hasErrors = Object.keys(errors).length > 0;
  const dirty = changed.length > 0;
  const set = (change: Partial<ConstantsForm>) => setDraft((d) => ({ ...d, ...change }));
  const admissionsEdited = changed.some((c) => c === "admissionsOpen" || c === "timeZone" || c === "admissionWindow");
  const switchOnButClosed = form.admissionsOpen && describeState(form, new Date()).state !== "open";
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
        if (failed.length === 0) notifications.show({ color: "green", message: SAVED });
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
                    You have unsaved changes
                  </Text>
                  {hasErrors && (
                    <Text size="sm" c="red.9">
                      Correct the highlighted fields to save.
                    </Text>
                  )}
                </div>
                <Group gap="xs">
                  <Button variant="default" onClick={reset} disabled={saving}>
                    Reset
                  </Button>
                  <Button onClick={saveAll} disabled={saving || hasErrors}>
                    {saving ? "Saving..." : "Save All Changes"}
                  </Button>
                </Group>
              </Group>
            )}
            {failures.length > 0 && (
              <Alert color="red" title={SOME_FAILED} withCloseButton onClose={() => setFailures([])}>
                <Stack component="ul" gap={2} m={0} pl="md">
                  {failures.map((f) => (
                    <Text component="li" size="sm" key={f.name}>
                      Failed to update {f.name}: {f.message}
                    </Text>
                  ))}
                </Stack>
              </Alert>
            )}
          </Stack>
        </Paper>
      )}

      <Section id="website-configuration" title="Website Configuration">
        <Stack gap="md">
          <TextInput
            label="Website Heading"
            description="The title on the public home page"
            value={form.websiteHeading}
            onChange={(e) => set({ websiteHeading: e.currentTarget.value })}
            error={errors.websiteHeading}
            maxLength={200}
          />
          <Radio.Group
            label="Admissions Status"
            description="Controls whether new applications can be submitted"
            value={form.admissionsOpen ? "open" : "closed"}
            onChange={(v) => set({ admissionsOpen: v === "open" })}
          >
            <Group gap="lg" mt="xs" align="center" wrap="wrap">
              <Radio value="open" label="Open" />
              <Radio value="closed" label="Closed" />
              <Badge color={form.admissionsOpen ? "green" : "red"} variant="light">
                {form.admissionsOpen ? "Applications Accepted" : "Applications Closed"}
              </Badge>
            </Group>
          </Radio.Group>
          {switchOnButClosed && (
            <Text size="sm" c="dimmed">
              The admission window below keeps applications closed at the moment.
            </Text>
          )}
        </Stack>
      </Section>

      <Section id="application-configuration" title="Application Configuration">
        <ApplicationIdPrefixInput
          value={form.applicationIdPrefix}
          onChange={(applicationIdPrefix) => set({ applicationIdPrefix })}
          error={errors.applicationIdPrefix}
        />
      </Section>

      <Section id="admission-window" title="Admission window">
        <AdmissionWindowFields form={form} errors={errors} onChange={set} edited={admissionsEdited} />
      </Section>

      <Section id="system-information" title="System Information">
        <DetailList>
          <DetailRow label="Application Counters">{countersText(record.applicationCounters)}</DetailRow>
          <DetailRow label="Created At">{record.createdAt ? formatDateTime(record.createdAt, zone) : "N/A"}</DetailRow>
          <DetailRow label="Last Updated">
            {record.updatedAt ? formatDateTime(record.updatedAt, zone) : "N/A"}
          </DetailRow>
        </DetailList>
      </Section>
    </Stack>
  );
}
