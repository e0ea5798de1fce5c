import { Alert, Button, Group, List, NumberInput, Paper, Stack, Table, Text, Title } from "@mantine/core";
import {
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
  type RetentionDueItem,
  type RetentionRoundView,
  retentionMonths,
} from "@phd/shared";
import { useId, useState } from "react";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { ListLoading } from "../../../components/lists/list-loading.tsx";
import { CountedPager } from "../../../components/lists/pager.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { useRetention, useRetentionDryRun, useSaveRetentionMonths } from "../retention-api.ts";
import { PrivacySection } from "./privacy-section.tsx";

/**
 * The retention schedule (issue 28, item 4): each round's months, who the job erases in the next
 * 30 days, and a dry run of who it would erase now.
 */
export function RetentionSection() {
  const { t } = useTranslation("admin");
  const headingId = useId();
  const roundsId = useId();
  const dueId = useId();
  const [page, setPage] = useState(1);
  const retention = useRetention(page);

  return (
    <PrivacySection
      headingId={headingId}
      gap="md"
      title={t("Retention schedule")}
      description={t(
        "The documents and personal data of candidates who were not admitted are erased this many months after the rounds they applied in closed (without an application: after the first round that closed after they registered). Admitted candidates' records are kept.",
      )}
    >
      <QueryState
        query={retention}
        keepData
        errorMessage={errorMessage(retention.error, t("Failed to load the retention schedule"))}
        loading={<ListLoading>{t("Loading the retention schedule...")}</ListLoading>}
      >
        {(schedule) => (
          <>
            <Stack gap="xs" component="section" aria-labelledby={roundsId}>
              <Title order={3} size="h5" id={roundsId}>
                {t("Months kept after each round closes")}
              </Title>
              {schedule.rounds.map((round) => (
                <RoundMonths key={`${round.id}:${round.retentionMonths}`} round={round} />
              ))}
            </Stack>
            <Stack gap="xs" component="section" aria-labelledby={dueId}>
              <Title order={3} size="h5" id={dueId}>
                {t("Due in the next {{days}} days", { days: schedule.days })}
              </Title>
              {schedule.due.items.length === 0 ? (
                <ListEmpty title={t("No one is due")}>
                  {t("No candidate's data is due for erasure in the next {{days}} days.", { days: schedule.days })}
                </ListEmpty>
              ) : (
                <>
                  <DueTable items={schedule.due.items} labelledBy={dueId} />
                  <CountedPager of={schedule.due} onPage={setPage} busy={retention.isFetching} />
                </>
              )}
            </Stack>
            <DryRun />
          </>
        )}
      </QueryState>
    </PrivacySection>
  );
}

/** One round: its state, and its months with a Save of their own. */
function RoundMonths({ round }: { round: RetentionRoundView }) {
  const { t } = useTranslation("admin");
  const dates = useDates();
  const save = useSaveRetentionMonths();
  const [value, setValue] = useState<number | string>(round.retentionMonths);
  const [error, setError] = useState<string | null>(null);
  const changed = value !== round.retentionMonths;

  const submit = () => {
    const checked = retentionMonths.safeParse(typeof value === "string" && value !== "" ? Number(value) : value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate(
      { roundId: round.id, retentionMonths: checked.data },
      {
        onError: (err) =>
          setError(
            (err instanceof ApiError && err.fieldErrors?.retentionMonths) ||
              errorMessage(err, t("The retention period could not be saved.")),
          ),
      },
    );
  };

  return (
    <Paper withBorder p="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NumberInput
            label={t("Months for {{roundName}}", { roundName: round.name })}
            description={
              round.closedAt ? t("Closed on {{date}}", { date: dates.date(round.closedAt) }) : t("Open: not closed yet")
            }
            min={RETENTION_MONTHS_MIN}
            max={RETENTION_MONTHS_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={value}
            onChange={(v) => {
              setValue(v);
              setError(null);
            }}
            error={error}
            w={{ base: "100%", xs: 260 }}
            styles={{ label: { overflowWrap: "anywhere" } }}
          />
          <Button
            type="submit"
            variant="light"
            loading={save.isPending}
            disabled={!changed}
            aria-label={t("Save months for {{roundName}}", { roundName: round.name })}
          >
            {t("Save")}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

function DueTable({ items, labelledBy }: { items: RetentionDueItem[]; labelledBy: string }) {
  const { t } = useTranslation("admin");
  const dates = useDates();
  return (
    <Table striped aria-labelledby={labelledBy} layout="fixed">
      <TableHead scope="col" columns={[t("Candidate"), t("Rounds"), t("Due on")]} />
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.userId}>
            <Table.Td style={{ overflowWrap: "anywhere" }}>
              <Text size="sm">{item.name}</Text>
              <Text size="xs" c="dimmed">
                {item.email}
              </Text>
            </Table.Td>
            <Table.Td style={{ overflowWrap: "anywhere" }}>{item.rounds.join(", ")}</Table.Td>
            <Table.Td>{dates.date(item.dueAt)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** "Dry run": who the job would erase if it ran now; nothing is changed. */
function DryRun() {
  const { t } = useTranslation("admin");
  const dates = useDates();
  const run = useRetentionDryRun();
  const resultId = useId();
  const result = run.data;
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Button variant="default" onClick={() => run.mutate()} loading={run.isPending} aria-describedby={resultId}>
          {t("Dry run")}
        </Button>
        <Text size="sm" c="dimmed">
          {t("Shows who would be erased if the job ran now. Nothing is changed.")}
        </Text>
      </Group>
      <div id={resultId} aria-live="polite">
        {run.isError && (
          <Alert color="red" variant="light">
            {errorMessage(run.error, t("The dry run failed."))}
          </Alert>
        )}
        {result && (
          <Alert color={result.total > 0 ? "yellow" : "green"} variant="light" title={t("Dry run")}>
            {result.total === 0 ? (
              <Text size="sm">{t("No candidate would be erased now.")}</Text>
            ) : (
              <Stack gap="xs">
                <Text size="sm">
                  {t("{{count}} candidate would be erased now:", {
                    count: result.total,
                    defaultValue_other: "{{count}} candidates would be erased now:",
                  })}
                </Text>
                <List size="sm" spacing={2} style={{ overflowWrap: "anywhere" }}>
                  {result.items.map((item) => (
                    <List.Item key={item.userId}>
                      {t("{{name}} ({{rounds}}), due on {{date}}", {
                        name: item.name,
                        rounds: item.rounds.join(", "),
                        date: dates.date(item.dueAt),
                      })}
                    </List.Item>
                  ))}
                </List>
                {result.items.length < result.total && (
                  <Text size="sm" c="dimmed">
                    {t("And {{more}} more.", { more: result.total - result.items.length })}
                  </Text>
                )}
              </Stack>
            )}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
