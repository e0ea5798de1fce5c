import { Alert, Badge, Button, Card, Flex, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type DepartmentName, type MeritStage, type MeritState, meritPublishBody } from "@phd/shared";
import { IconSend } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { type FormEvent, useId, useState } from "react";
import { DetailList, DetailRow } from "../../../components/detail-list.tsx";
import { MomentInput } from "../../../components/selection/moment-input.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { instantOf, useDates, useInstitutionZone } from "../../../lib/institution-time.ts";
import { useBefore } from "../../../lib/use-before.ts";
import { type ChannelMissing, type MeritList, meritMessages, usePublishMerit } from "../api.ts";
import { meritStateWords, publishRefusal, stageList } from "../merit-facts.ts";

const STATE_COLORS: Record<MeritState, string> = { DRAFT: "gray", PROVISIONAL: "yellow", FINAL: "green" };

/** "Publish provisional list" */
export const publishLabel = (t: TFunction, stage: MeritStage) =>
  stage === "PROVISIONAL" ? t("Publish provisional list") : t("Publish final list");

/** Below Mantine's `sm` (48em) the dialog takes the whole screen. */
const NARROW = "(max-width: 47.99em)";

/**
 * Where the department's list stands: its state, when each stage was published, when objections close
 * and how many are open; for the admin (of an open round), the two publish actions, each disabled
 * with the reason while it cannot be done.
 */
export function MeritStatusCard({
  list,
  canPublish,
  missing,
  onPublish,
}: {
  list: MeritList;
  canPublish: boolean;
  /** The scores missing in each channel of the department; undefined while unknown. */
  missing: ChannelMissing[] | undefined;
  onPublish: (stage: MeritStage) => void;
}) {
  const { t } = useTranslation("merit");
  const label = useLabel();
  const { dateTime } = useDates();
  const headingId = useId();
  const closes = list.provisional?.objectionsCloseAt;
  const windowOpen = useBefore(closes);
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Title order={3} size="h5" id={headingId}>
          {t("Publication")}
        </Title>
        <Badge variant="light" color={STATE_COLORS[list.state]} data-testid="merit-state">
          {meritStateWords(t, list.state)}
        </Badge>
      </Group>
      <DetailList>
        <DetailRow label={stageList(t, "PROVISIONAL")}>
          {list.provisional
            ? t("Published {{when}}", { when: dateTime(list.provisional.publishedAt) })
            : t("Not published")}
        </DetailRow>
        {closes && (
          <DetailRow label={t("Objections close")}>
            {windowOpen
              ? t("{{when}} (open)", { when: dateTime(closes) })
              : t("{{when}} (closed)", { when: dateTime(closes) })}
          </DetailRow>
        )}
        {list.provisional && (
          <DetailRow label={t("Open objections")}>
            {list.openObjections === 0
              ? t("None")
              : t("{{count}} objection", { count: list.openObjections, defaultValue_other: "{{count}} objections" })}
          </DetailRow>
        )}
        <DetailRow label={stageList(t, "FINAL")}>
          {list.final ? t("Published {{when}}", { when: dateTime(list.final.publishedAt) }) : t("Not published")}
        </DetailRow>
      </DetailList>
      {canPublish && list.state !== "FINAL" && (
        <Group gap="md" mt="md" align="flex-start" wrap="wrap">
          {(["PROVISIONAL", "FINAL"] as const).map((stage) => (
            <PublishAction
              key={stage}
              stage={stage}
              refusal={publishRefusal(t, label, stage, list, missing, dateTime)}
              onPublish={onPublish}
            />
          ))}
        </Group>
      )}
    </Card>
  );
}

function PublishAction({
  stage,
  refusal,
  onPublish,
}: {
  stage: MeritStage;
  refusal: string | null;
  onPublish: (stage: MeritStage) => void;
}) {
  const { t } = useTranslation("merit");
  const reasonId = useId();
  return (
    <Stack gap={4} maw={360} style={{ flex: "1 1 240px" }}>
      <Button
        leftSection={<IconSend size={16} aria-hidden />}
        variant={stage === "FINAL" ? "filled" : "light"}
        disabled={refusal !== null}
        aria-describedby={refusal ? reasonId : undefined}
        onClick={() => onPublish(stage)}
        style={{ alignSelf: "flex-start" }}
      >
        {publishLabel(t, stage)}
      </Button>
      {refusal && (
        <Text size="xs" c="dimmed" id={reasonId}>
          {refusal}
        </Text>
      )}
    </Stack>
  );
}

export interface PublishModalProps {
  /** The stage to publish; the dialog is closed while null. */
  stage: MeritStage | null;
  roundId: string;
  department: DepartmentName;
  onClose: () => void;
}

/**
 * Publishes a department's lists (both channels) at a stage: the provisional one asks when the
 * objection window closes, typed as the wall clock of the institution's zone and sent as an instant.
 * The server's refusal (409: scores missing, objections open…) is shown as it comes; the dialog stays.
 */
export function PublishModal({ stage, roundId, department, onClose }: PublishModalProps) {
  const { t } = useTranslation("merit");
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const publish = usePublishMerit(roundId);
  const close = () => {
    if (publish.isPending) return;
    publish.reset();
    onClose();
  };
  return (
    <Modal
      opened={stage !== null}
      onClose={close}
      title={stage ? publishLabel(t, stage) : ""}
      fullScreen={narrow}
      centered={!narrow}
    >
      {stage && <PublishForm key={stage} stage={stage} department={department} publish={publish} onClose={close} />}
    </Modal>
  );
}

function PublishForm({
  stage,
  department,
  publish,
  onClose,
}: {
  stage: MeritStage;
  department: DepartmentName;
  publish: ReturnType<typeof usePublishMerit>;
  onClose: () => void;
}) {
  const { t } = useTranslation("merit");
  const zone = useInstitutionZone();
  const [closesAt, setClosesAt] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const provisional = stage === "PROVISIONAL";

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const instant = provisional ? instantOf(closesAt, zone) : null;
    const body = {
      department,
      stage,
      ...(instant ? { objectionsCloseAt: instant.toISOString() } : {}),
    };
    const checked = meritPublishBody.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues.find((i) => i.path[0] === "objectionsCloseAt") ?? checked.error.issues[0];
      setFieldError(issue?.message ?? meritMessages(t).publishFailed);
      return;
    }
    if (instant && instant.getTime() <= Date.now()) {
      setFieldError(t("The objection window must close in the future."));
      return;
    }
    setFieldError(null);
    publish.mutate(body, {
      onSuccess: onClose,
      onError: (err) => {
        const atField = err instanceof ApiError ? err.fieldErrors?.objectionsCloseAt : undefined;
        if (atField) setFieldError(atField);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          {provisional
            ? t(
                "Publish the provisional list of {{department}}? Both channels are published at once, as the preview shows them now; each candidate listed is mailed and sees their line on their application.",
                { department },
              )
            : t(
                "Publish the final list of {{department}}? Both channels are published at once, as the preview shows them now; each candidate listed is mailed and sees their line on their application.",
                { department },
              )}
        </Text>
        {provisional ? (
          <MomentInput
            label={t("Objections close at ({{zone}} time)", { zone })}
            description={t("Until then each candidate may raise one objection to their line.")}
            value={closesAt}
            onMoment={(moment) => {
              setClosesAt(moment);
              if (fieldError) setFieldError(null);
            }}
            error={fieldError}
            errorProps={{ role: "alert" }}
          />
        ) : (
          <Text size="sm">
            {t("The final list takes the answered objections into account; no objection can be raised on it.")}
          </Text>
        )}
        {publish.isError && (
          <Alert color="red" title={t("Not published")} role="alert">
            {errorMessage(publish.error, meritMessages(t).publishFailed)}
          </Alert>
        )}
        <Flex direction={{ base: "column-reverse", xs: "row" }} justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={onClose}
            disabled={publish.isPending}
            data-autofocus={provisional ? undefined : true}
          >
            {t("Cancel")}
          </Button>
          <Button type="submit" loading={publish.isPending}>
            {publishLabel(t, stage)}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
