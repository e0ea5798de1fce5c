import { Button, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  type DepartmentName,
  type MeritStage,
  SELECTION_CHANNEL_LABELS,
  SELECTION_CHANNELS,
  type SelectionChannel,
} from "@phd/shared";
import { IconFileDownload, IconFileTypePdf } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useId, useState } from "react";
import { useKeepPageInRange } from "../../../components/lists/use-list-address.ts";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import { StalePages } from "../../../components/selection/stale-pages.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { DepartmentHeading, type SelectionScope, SelectionScreen, useSelectionAddress } from "../../rounds/index.ts";
import {
  type MeritList,
  meritMessages,
  useDepartmentMissing,
  useExportMerit,
  useMeritPreview,
  usePublishedMerit,
} from "../api.ts";
import { type MeritAddress, type MeritView, readMeritAddress, writeMeritAddress } from "../list-params.ts";
import { MeritChanges } from "./merit-changes.tsx";
import { MeritStatusCard, PublishModal } from "./merit-publish.tsx";
import { MeritRules, SeatFill } from "./merit-rules.tsx";
import { MeritLines } from "./merit-table.tsx";
import { MissingScores } from "./missing-scores.tsx";
import { ObjectionsPanel } from "./objections-panel.tsx";

/** The screen's title in English (its key). */
export const MERIT_TITLE = "Merit List";

/** Below Mantine's `sm` (48em): a phone. */
const NARROW = "(max-width: 47.99em)";

export interface MeritScreenProps {
  /** The departments the user reads the lists of (a coordinator's own, every one for the admin). */
  departments: readonly DepartmentName[];
  /** The admin publishes the lists; coordinators read them and answer objections. */
  canPublish: boolean;
}

/**
 * The merit list (issue 25; decision 032): per admission round (the current one unless `?round=`
 * names another), department and channel, the list as the marks, scores, seats and rules give it now
 * (the live preview), or as it was published (provisional, final), or what the final changed; the
 * rules applied, the seat fill, the scores still missing; the admin publishes, coordinators and the
 * admin answer the objections to the provisional list. A closed round is read only.
 */
export function MeritScreen({ departments, canPublish }: MeritScreenProps) {
  const { t } = useTranslation("merit");
  const { selection } = useSelectionAddress(readMeritAddress, writeMeritAddress, departments, { view: "PREVIEW" });
  return (
    <SelectionScreen
      selection={selection}
      words={{
        title: t("Merit List"),
        description: t(
          "Each department's merit list per channel, computed from the marks, the interview scores, the seat matrix and the round's selection rules; published as provisional with a window for objections, then as final.",
        ),
        loading: t("Loading the merit list..."),
        chooseHint: t("Its merit lists are shown here."),
      }}
    >
      {(scope) => <DepartmentMerit {...scope} canPublish={canPublish} />}
    </SelectionScreen>
  );
}

/** The views a department's list offers now: the preview, each stage published, what changed once both are. */
function viewsOf(t: TFunction, list: MeritList | undefined): { value: MeritView; label: string }[] {
  const out: { value: MeritView; label: string }[] = [{ value: "PREVIEW", label: t("Live preview") }];
  if (list?.provisional) out.push({ value: "PROVISIONAL", label: t("Provisional (published)") });
  if (list?.final) out.push({ value: "FINAL", label: t("Final (published)") });
  if (list?.provisional && list.final) out.push({ value: "CHANGES", label: t("What changed") });
  return out;
}

/** The page of a list's lines in the address, and how to move it. */
interface Paging {
  page: number;
  onPage: (page: number) => void;
  /** A page past the end (an old link, a shorter list now) is replaced by the last one. */
  replacePage: (page: number) => void;
}

function DepartmentMerit({
  roundId,
  isClosed: roundClosed,
  department,
  state,
  update,
  replacePage,
  canPublish,
}: SelectionScope<MeritAddress> & { canPublish: boolean }) {
  const { t } = useTranslation("merit");
  const label = useLabel();
  const { channel } = state;
  const paging: Paging = { page: state.page, onPage: (page) => update({ page }), replacePage };
  // The preview is the screen's frame (where the list stands, what is published) in every view; its
  // lines are the page shown only in the preview itself.
  const previewPage = state.view === "PREVIEW" ? paging.page : 1;
  const preview = useMeritPreview(roundId, department, channel, previewPage);
  useKeepPageInRange(
    previewPage,
    preview.data?.pagination.totalPages ?? 0,
    preview.isPlaceholderData || state.view !== "PREVIEW",
    paging.replacePage,
  );
  const isClosed = roundClosed || Boolean(preview.data?.round.isClosed);
  const mayPublish = canPublish && !isClosed;
  const departmentMissing = useDepartmentMissing(roundId, department, mayPublish);
  const [publishing, setPublishing] = useState<MeritStage | null>(null);
  const viewLabelId = useId();
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const views = viewsOf(t, preview.data);
  const channelOptions = SELECTION_CHANNELS.map((c) => ({ value: c, label: label(SELECTION_CHANNEL_LABELS[c]) }));
  // A view the list does not have (yet): an old link, another department's. The preview then.
  const view = views.some((v) => v.value === state.view) ? state.view : "PREVIEW";

  return (
    <Stack gap="md">
      <DepartmentHeading
        department={department}
        query={preview}
        updating={t("Updating the merit list")}
        isClosed={isClosed}
      />
      <SegmentedControl
        aria-label={t("Channel")}
        data={channelOptions}
        value={channel}
        onChange={(v) => update({ channel: v as SelectionChannel })}
        style={{ alignSelf: "flex-start" }}
      />
      <ListQueryState query={preview} failure={meritMessages(t).loadFailed} loading={t("Loading the merit list...")}>
        {(list) => (
          <Stack gap="md">
            <MeritStatusCard
              list={list}
              canPublish={mayPublish}
              missing={departmentMissing}
              onPublish={setPublishing}
            />
            <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
              {views.length > 1 ? (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id={viewLabelId}>
                    {t("List shown")}
                  </Text>
                  <SegmentedControl
                    aria-labelledby={viewLabelId}
                    data={views}
                    value={view}
                    onChange={(v) => update({ view: v as MeritView })}
                    // Four choices do not fit a phone's width side by side.
                    orientation={narrow ? "vertical" : "horizontal"}
                    fullWidth={narrow}
                  />
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t("Showing the live preview: no list of {{department}} is published yet.", { department })}
                </Text>
              )}
              {view !== "CHANGES" && (
                <ExportButtons
                  roundId={roundId}
                  department={department}
                  channel={channel}
                  stage={view === "PREVIEW" ? undefined : view}
                />
              )}
            </Group>
            {view === "PREVIEW" && (
              <ListBody
                list={list}
                label={t("Live preview of the {{channel}} list", { channel: label(SELECTION_CHANNEL_LABELS[channel]) })}
                stale={preview.isPlaceholderData}
                onPage={paging.onPage}
              />
            )}
            {(view === "PROVISIONAL" || view === "FINAL") && (
              <PublishedList roundId={roundId} department={department} channel={channel} stage={view} paging={paging} />
            )}
            {view === "CHANGES" && <MeritChanges roundId={roundId} department={department} channel={channel} />}
            {list.provisional && <ObjectionsPanel roundId={roundId} department={department} readOnly={isClosed} />}
          </Stack>
        )}
      </ListQueryState>
      {mayPublish && (
        <PublishModal
          stage={publishing}
          roundId={roundId}
          department={department}
          onClose={() => setPublishing(null)}
        />
      )}
    </Stack>
  );
}

/** A list's missing scores (the preview only), rules, seat fill, and its lines a page at a time. */
function ListBody({
  list,
  label,
  stale,
  onPage,
}: {
  list: MeritList;
  label: string;
  /** The previous page is on screen while the next loads. */
  stale: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation("merit");
  return (
    <Stack gap="md">
      <MissingScores missing={list.missing} />
      <StalePages
        stale={stale}
        hidePagerWhenEmpty
        pagination={list.pagination}
        summary={t("{{count}} candidate", {
          count: list.pagination.total,
          defaultValue_other: "{{count}} candidates",
        })}
        label={t("Merit list pages")}
        onPage={onPage}
      >
        <MeritLines
          lines={list.lines}
          label={label}
          empty={t("No candidate in this list: the channel's shortlisted candidates appear here.")}
        />
      </StalePages>
      <SeatFill list={list} />
      <MeritRules rules={list.rules} channel={list.channel} />
    </Stack>
  );
}

/** A stored list as it was published, with the rules and seats of its publication. */
function PublishedList({
  roundId,
  department,
  channel,
  stage,
  paging,
}: {
  roundId: string;
  department: DepartmentName;
  channel: SelectionChannel;
  stage: MeritStage;
  paging: Paging;
}) {
  const { t } = useTranslation("merit");
  const label = useLabel();
  const published = usePublishedMerit(roundId, department, channel, stage, paging.page);
  useKeepPageInRange(
    paging.page,
    published.data?.pagination.totalPages ?? 0,
    published.isPlaceholderData,
    paging.replacePage,
  );
  const words = label(SELECTION_CHANNEL_LABELS[channel]);
  return (
    <ListQueryState
      query={published}
      failure={meritMessages(t).loadFailed}
      loading={t("Loading the published list...")}
    >
      {(list) => (
        <ListBody
          list={list}
          stale={published.isPlaceholderData}
          onPage={paging.onPage}
          label={
            stage === "PROVISIONAL"
              ? t("Provisional list of the {{channel}} channel", { channel: words })
              : t("Final list of the {{channel}} channel", { channel: words })
          }
        />
      )}
    </ListQueryState>
  );
}

/** CSV and PDF of the list shown (a published stage, or the preview), downloaded with the bearer token. */
function ExportButtons({
  roundId,
  department,
  channel,
  stage,
}: {
  roundId: string;
  department: DepartmentName;
  channel: SelectionChannel;
  stage: MeritStage | undefined;
}) {
  const { t } = useTranslation("merit");
  const exporting = useExportMerit(roundId);
  const pending = exporting.isPending ? exporting.variables?.format : undefined;
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="default"
        leftSection={<IconFileDownload size={16} aria-hidden />}
        loading={pending === "csv"}
        disabled={exporting.isPending && pending !== "csv"}
        onClick={() => exporting.mutate({ format: "csv", department, channel, stage })}
      >
        {t("Export CSV")}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        loading={pending === "pdf"}
        disabled={exporting.isPending && pending !== "pdf"}
        onClick={() => exporting.mutate({ format: "pdf", department, channel, stage })}
      >
        {t("Export PDF")}
      </Button>
    </Group>
  );
}
