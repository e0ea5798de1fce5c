import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import {
  CATEGORIES,
  CATEGORY_LABELS,
  type DepartmentName,
  OFFER_STATE_LABELS,
  OFFER_STATES,
  type OfferView,
  SELECTION_CHANNEL_LABELS,
  SELECTION_CHANNELS,
} from "@phd/shared";
import { IconInfoCircle, IconListNumbers, IconSend } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { type ReactNode, useId, useState } from "react";
import { ListEmpty, StalePage } from "../../../components/lists/list-empty.tsx";
import { NumberedPager } from "../../../components/lists/pager.tsx";
import { useKeepPageInRange } from "../../../components/lists/use-list-address.ts";
import { AllSelect } from "../../../components/selection/all-select.tsx";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { DepartmentHeading, type SelectionScope, SelectionScreen, useSelectionAddress } from "../../rounds/index.ts";
import { type IssueKind, type OfferList, useOfferMessages, useOffers } from "../api.ts";
import { type OffersAddress, readOffersAddress, writeOffersAddress } from "../list-params.ts";
import { ChangeDeadlineModal, IssueOffersModal, useIssueLabels } from "./offer-actions.tsx";
import { OfferSettingsButton } from "./offer-settings.tsx";
import { OffersTable, WaitlistTable } from "./offers-table.tsx";

/** The filters' choices, in the language shown. */
function useFilterOptions() {
  const label = useLabel();
  return {
    channels: SELECTION_CHANNELS.map((c) => ({ value: c, label: label(SELECTION_CHANNEL_LABELS[c]) })),
    categories: CATEGORIES.map((c) => ({ value: c, label: label(CATEGORY_LABELS[c]) })),
    states: OFFER_STATES.map((s) => ({ value: s, label: label(OFFER_STATE_LABELS[s]) })),
  };
}

export interface OffersScreenProps {
  /** The departments the user reads the offers of (a coordinator's own, every one for the admin). */
  departments: readonly DepartmentName[];
  /** The admin issues offers, changes deadlines and the round's offer settings; coordinators read. */
  canManage: boolean;
}

/**
 * The offers of admission (issue 26): per admission round (the current one unless `?round=` names
 * another) and department, the offers filtered by channel and state (in the address), the waitlist
 * a page at a time and the seats freed; the admin issues offers, offers freed seats to the waitlist, changes an
 * unanswered offer's deadline and edits the round's offer settings. A closed round is read only.
 */
export function OffersScreen({ departments, canManage }: OffersScreenProps) {
  const { t } = useTranslation("offers");
  const { selection } = useSelectionAddress(readOffersAddress, writeOffersAddress, departments);
  return (
    <SelectionScreen
      selection={selection}
      words={{
        title: t("Offers"),
        description: t(
          "The offers of admission made from each department's final merit list: who was offered which seat, their answers before the deadline, their admission fees, and the waitlist that takes the seats given up.",
        ),
        loading: t("Loading the offers..."),
        chooseHint: t("Its offers and waitlist are shown here."),
      }}
      around={(part, roundId) => (
        <Stack gap="md">
          <Group>
            <OfferSettingsButton roundId={roundId} canEdit={canManage} />
          </Group>
          {part}
        </Stack>
      )}
    >
      {(scope) => <DepartmentOffers {...scope} canManage={canManage} />}
    </SelectionScreen>
  );
}

function DepartmentOffers({
  roundId,
  isClosed: roundClosed,
  department,
  state,
  update,
  replacePage,
  canManage,
}: SelectionScope<OffersAddress> & { canManage: boolean }) {
  const { t } = useTranslation("offers");
  const messages = useOfferMessages();
  const options = useFilterOptions();
  const offers = useOffers(roundId, {
    department,
    channel: state.channel,
    category: state.category,
    state: state.state,
    page: state.page,
  });
  useKeepPageInRange(
    state.page,
    offers.data?.waitlistPagination.totalPages ?? 0,
    offers.isPlaceholderData,
    replacePage,
  );
  const isClosed = roundClosed || Boolean(offers.data?.round.isClosed);
  const mayManage = canManage && !isClosed;
  const [issuing, setIssuing] = useState<IssueKind | null>(null);
  const [changing, setChanging] = useState<OfferView | null>(null);
  const filtered = state.channel !== undefined || state.category !== undefined || state.state !== undefined;

  return (
    <Stack gap="md">
      <DepartmentHeading
        department={department}
        query={offers}
        updating={t("Updating the offers")}
        isClosed={isClosed}
      />
      {mayManage && <ManageActions list={offers.data} department={department} onIssue={setIssuing} />}
      <Group role="search" aria-label={t("Offer filters")} align="flex-end" gap="sm" wrap="wrap">
        <AllSelect
          label={t("Channel")}
          all={t("All channels")}
          options={options.channels}
          value={state.channel}
          onChange={(channel) => update({ channel })}
          w={{ base: "100%", xs: 220 }}
        />
        <AllSelect
          label={t("Seat category")}
          all={t("All seat categories")}
          options={options.categories}
          value={state.category}
          onChange={(category) => update({ category })}
          w={{ base: "100%", xs: 240 }}
        />
        <AllSelect
          label={t("State")}
          all={t("All states")}
          options={options.states}
          value={state.state}
          onChange={(offerState) => update({ state: offerState })}
          w={{ base: "100%", xs: 260 }}
        />
      </Group>
      <ListQueryState query={offers} failure={messages.loadFailed} loading={t("Loading the offers...")}>
        {(list) => (
          <StalePage stale={offers.isPlaceholderData}>
            <OffersBody
              list={list}
              department={department}
              filtered={filtered}
              canManage={mayManage}
              onClearFilters={() => update({ channel: undefined, category: undefined, state: undefined })}
              onChangeDeadline={setChanging}
              onWaitlistPage={(page) => update({ page })}
              busy={offers.isPlaceholderData}
            />
          </StalePage>
        )}
      </ListQueryState>
      {mayManage && (
        <>
          <IssueOffersModal kind={issuing} roundId={roundId} department={department} onClose={() => setIssuing(null)} />
          <ChangeDeadlineModal offer={changing} onClose={() => setChanging(null)} />
        </>
      )}
    </Stack>
  );
}

/** The admin's two actions; issuing waits for a final list (the server decides again). */
function ManageActions({
  list,
  department,
  onIssue,
}: {
  list: OfferList | undefined;
  department: DepartmentName;
  onIssue: (kind: IssueKind) => void;
}) {
  const { t } = useTranslation("offers");
  const labels = useIssueLabels();
  const reasonId = useId();
  const noFinal = list !== undefined && !list.hasFinalList;
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap" role="group" aria-label={t("Offer actions")}>
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() => onIssue("ALLOTTED")}
          disabled={noFinal}
          aria-describedby={noFinal ? reasonId : undefined}
        >
          {labels.ALLOTTED}
        </Button>
        <Button
          variant="light"
          leftSection={<IconListNumbers size={16} aria-hidden />}
          onClick={() => onIssue("WAITLIST")}
          disabled={noFinal}
          aria-describedby={noFinal ? reasonId : undefined}
        >
          {labels.WAITLIST}
        </Button>
      </Group>
      {noFinal && (
        <Text size="xs" c="dimmed" id={reasonId}>
          {t("Offers are issued from the final merit list: publish the final list of {{departmentName}} first.", {
            departmentName: department,
          })}
        </Text>
      )}
    </Stack>
  );
}

function OffersBody({
  list,
  department,
  filtered,
  canManage,
  onClearFilters,
  onChangeDeadline,
  onWaitlistPage,
  busy,
}: {
  list: OfferList;
  department: DepartmentName;
  filtered: boolean;
  canManage: boolean;
  onClearFilters: () => void;
  onChangeDeadline: (offer: OfferView) => void;
  onWaitlistPage: (page: number) => void;
  /** The previous answer is on screen while the next loads. */
  busy: boolean;
}) {
  const { t } = useTranslation("offers");
  const labels = useIssueLabels();
  if (!list.hasFinalList)
    return (
      <ListEmpty
        title={t("No offers yet")}
        hint={t("The final merit list of {{departmentName}} has not been published: offers are made from it.", {
          departmentName: department,
        })}
      />
    );

  let offers: ReactNode;
  if (list.offers.length > 0)
    offers = (
      <OffersTable
        offers={list.offers}
        label={t("Offers of {{departmentName}}", { departmentName: department })}
        onChangeDeadline={canManage ? onChangeDeadline : undefined}
      />
    );
  else if (filtered)
    offers = (
      <ListEmpty title={t("No offer matches these filters")}>
        <Button variant="default" size="xs" onClick={onClearFilters}>
          {t("Show all offers")}
        </Button>
      </ListEmpty>
    );
  else
    offers = (
      <ListEmpty
        title={t("No offers yet")}
        hint={
          canManage
            ? t('The final merit list of {{departmentName}} is published: "{{action}}" offers its allotted seats.', {
                departmentName: department,
                action: labels.ALLOTTED,
              })
            : t("The admin has not issued the offers of {{departmentName}} yet.", { departmentName: department })
        }
      />
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" data-testid="offer-count">
        {filtered
          ? t("{{count}} offer matches the filters", {
              count: list.offers.length,
              defaultValue_other: "{{count}} offers match the filters",
            })
          : t("{{count}} offer", { count: list.offers.length, defaultValue_other: "{{count}} offers" })}
      </Text>
      {offers}
      {list.freedSeats > 0 && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          {freedSeatsNote(t, list, canManage, labels.WAITLIST)}
        </Alert>
      )}
      <Stack gap="xs" component="section" aria-label={t("Waitlist")}>
        <Title order={3} size="h4">
          {t("Waitlist")}
        </Title>
        {list.waitlist.length > 0 ? (
          <WaitlistTable
            waitlist={list.waitlist}
            label={t("Waitlist of {{departmentName}}", { departmentName: department })}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t("No waitlisted candidate is waiting for an offer.")}
          </Text>
        )}
        {list.waitlistPagination.total > 0 && (
          <NumberedPager
            pagination={list.waitlistPagination}
            summary={t("{{count}} waitlisted candidate", {
              count: list.waitlistPagination.total,
              defaultValue_other: "{{count}} waitlisted candidates",
            })}
            label={t("Waitlist pages")}
            onPage={onWaitlistPage}
            busy={busy}
          />
        )}
      </Stack>
    </Stack>
  );
}

/**
 * Why seats given up are still free: in MANUAL mode they wait for the admin's next offer round; in
 * AUTO mode they went down the waitlist at once, so what is left found no waitlisted candidate.
 */
function freedSeatsNote(t: TFunction, list: OfferList, canManage: boolean, waitlistAction: string): string {
  const count = list.freedSeats;
  if (list.waitlistMode === "AUTO")
    return t(
      "{{count}} seat given up and not filled: no waitlisted candidate of the seat's category is left (the waitlist moves by itself in this round).",
      {
        count,
        defaultValue_other:
          "{{count}} seats given up and not filled: no waitlisted candidate of the seat's category is left (the waitlist moves by itself in this round).",
      },
    );
  return canManage
    ? t(
        '{{count}} seat given up and not offered again yet: "{{action}}" offers them to the next waitlisted candidates.',
        {
          count,
          action: waitlistAction,
          defaultValue_other:
            '{{count}} seats given up and not offered again yet: "{{action}}" offers them to the next waitlisted candidates.',
        },
      )
    : t(
        "{{count}} seat given up and not offered again yet: the admin offers them to the next waitlisted candidates in the next offer round.",
        {
          count,
          defaultValue_other:
            "{{count}} seats given up and not offered again yet: the admin offers them to the next waitlisted candidates in the next offer round.",
        },
      );
}
