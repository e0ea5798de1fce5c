import { Anchor, Badge, Button, Card, Stack, Text, Title } from "@mantine/core";
import {
  type ApplicationSummary,
  type CandidateShortlist,
  type CandidateSlot,
  SELECTION_CHANNEL_LABELS,
  SELECTION_METHOD_LABELS,
  type ShortlistDecision,
  SLOT_KIND_LABELS,
} from "@phd/shared";
import { IconDownload } from "@tabler/icons-react";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { useDownloadCallLetter } from "../api.ts";

const COLOR: Record<ShortlistDecision, string> = { SHORTLISTED: "green", NOT_SHORTLISTED: "red", PENDING: "gray" };

/**
 * The department's decision as the candidate reads it ("Shortlisted for the entrance test": the
 * server's words), and why not when not.
 */
export function ShortlistStatus({ shortlist }: { shortlist: CandidateShortlist }) {
  const { t } = useTranslation("candidate");
  return (
    <Stack gap={4} align="flex-start">
      <Badge variant="light" color={COLOR[shortlist.decision]} data-testid="shortlist-badge">
        {shortlist.label}
      </Badge>
      {shortlist.decision === "NOT_SHORTLISTED" && shortlist.reason && (
        <Text size="xs" c="dimmed" style={wrapStyle()}>
          {t("Reason: {{reason}}", { reason: shortlist.reason })}
        </Text>
      )}
    </Stack>
  );
}

/** The candidate's application page: its admission round and the shortlist decision once made. */
export function SelectionSection({ application: a }: { application: ApplicationSummary }) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const dates = useDates();
  const s = a.shortlist;
  if (!a.round && !s) return null;
  return (
    <Card withBorder component="section" aria-labelledby="selection-heading">
      <Title order={2} size="h4" mb="sm" id="selection-heading">
        {t("Selection")}
      </Title>
      <DetailList>
        {a.round && <DetailRow label={t("Admission round")}>{a.round.name}</DetailRow>}
        <DetailRow label={t("Shortlist")}>{s ? <ShortlistStatus shortlist={s} /> : t("Not decided yet")}</DetailRow>
        {s && s.decision !== "PENDING" && (
          <>
            <DetailRow label={t("Selection channel")}>
              {label(SELECTION_CHANNEL_LABELS[s.channel])} ({label(SELECTION_METHOD_LABELS[s.method])})
            </DetailRow>
            <DetailRow label={t("Decided on")}>{dates.date(s.decidedAt)}</DetailRow>
          </>
        )}
        {s?.slots.map((slot) => (
          <DetailRow key={slot.kind} label={label(SLOT_KIND_LABELS[slot.kind])}>
            <SlotCall application={a} slot={slot} />
          </DetailRow>
        ))}
      </DetailList>
    </Card>
  );
}

/** When and where the candidate is called, and the call letter to bring. */
function SlotCall({ application: a, slot }: { application: ApplicationSummary; slot: CandidateSlot }) {
  const { t } = useTranslation("candidate");
  const dates = useDates();
  const download = useDownloadCallLetter();
  return (
    <Stack gap={4} align="flex-start" data-testid={`slot-${slot.kind.toLowerCase()}`}>
      <Text size="sm" fw={500}>
        {dates.dateTime(slot.startsAt)}
      </Text>
      {slot.mode === "ONLINE" && slot.meetingLink ? (
        <Text size="sm" style={wrapStyle()}>
          {t("Online:")}{" "}
          <Anchor href={slot.meetingLink} target="_blank" rel="noreferrer">
            {slot.meetingLink}
          </Anchor>
        </Text>
      ) : (
        <Text size="sm" style={wrapStyle()}>
          {t("Venue: {{venue}}", { venue: slot.venue })}
        </Text>
      )}
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate({ id: a.id, applicationId: a.applicationId, kind: slot.kind })}
        aria-label={
          slot.kind === "TEST" ? t("Download the entrance test call letter") : t("Download the interview call letter")
        }
      >
        {t("Call letter")}
      </Button>
    </Stack>
  );
}
