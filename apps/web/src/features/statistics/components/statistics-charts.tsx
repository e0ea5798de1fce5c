// The charts' own stylesheet, imported here so that it is bundled with the admin screens only.
import "@mantine/charts/styles.layer.css";
import { AreaChart, BarChart } from "@mantine/charts";
import { Box, Card, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import {
  APPLICATION_STATUS_LABELS,
  type Language,
  LOCALES,
  type StatisticsOverview,
  SUBMISSION_DAYS,
} from "@phd/shared";
import type { TFunction } from "i18next";
import type { CSSProperties, ReactNode } from "react";
import { QueryState } from "../../../components/query-state.tsx";
import { useLabel, useLanguage, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { useStatisticsOverview } from "../api.ts";
import { ChartsLoading } from "./charts-loading.tsx";

/** The English words of the charts' load error (shown through `t`). */
export const CHARTS_LOAD_FAILED = "Failed to load the statistics charts. Please try again later.";

/** Off screen but read by screen readers: each chart's figures as a table. */
const SCREEN_READER_ONLY: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
};

/** Series colours: indigo.8 and teal.8 stand out from white at more than 3:1 (WCAG 1.4.11). */
const TOTAL_COLOR = "indigo.8";
const VERIFIED_COLOR = "teal.8";

/** "2025-01-12" → "Jan 12": a day of the institution's calendar (the server counts days in its zone). */
export function shortDay(day: string, language: Language = "en"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return day;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const locale = language === "en" ? "en-US" : LOCALES[language];
  return new Intl.DateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }).format(d);
}

/** Shorter words for an axis label: Engineering → Engg., and → &, Management → Mgmt. (the table has the full name). */
export function shortLabel(name: string): string {
  return name
    .replace(/\bEngineering\b/g, "Engg.")
    .replace(/\band\b/g, "&")
    .replace(/\bManagement\b/g, "Mgmt.");
}

/** Splits a label into lines of at most `width` characters, between words (a longer word keeps its own line). */
export function wrapLabel(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const TICK_CHARS = 17;
const AXIS_WIDTH = 124;

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

/** A category-axis label on up to three lines, so long department names fit a phone's width. */
function WrappedTick({ x = 0, y = 0, payload }: TickProps) {
  const full = String(payload?.value ?? "");
  const lines = wrapLabel(shortLabel(full), TICK_CHARS);
  return (
    <g transform={`translate(${x},${y})`}>
      <text x={-6} y={0} textAnchor="end" fontSize={12}>
        <title>{full}</title>
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one label, fixed for its value.
          <tspan key={i} x={-6} dy={i === 0 ? `${0.35 - (lines.length - 1) * 0.6}em` : "1.2em"}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/** The bar charts read across (categories down the side): wrapped labels, whole counts, no keyboard layer. */
const ACROSS_BARS = {
  orientation: "vertical",
  gridAxis: "x",
  accessibilityLayer: false,
  yAxisProps: { width: AXIS_WIDTH, interval: 0, tick: <WrappedTick /> },
  xAxisProps: { allowDecimals: false },
} as const;

interface ChartCardProps {
  id: string;
  title: string;
  /** One sentence a reader takes away from the chart; shown under the title and said as the chart's name. */
  summary: string;
  /** The figures as a table (for screen readers). */
  table: ReactNode;
  children: ReactNode;
}

/** A chart in a card: title, summary, the picture (role="img" named by its summary) and its figures as a table. */
function ChartCard({ id, title, summary, table, children }: ChartCardProps) {
  return (
    <Card withBorder component="section" padding="md" radius="md" aria-labelledby={`${id}-title`} pos="relative">
      <Title order={3} size="h4" id={`${id}-title`}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4} data-testid={`${id}-summary`}>
        {summary}
      </Text>
      <Box role="img" aria-label={`${title}: ${summary}`} mt="md" data-testid={`${id}-chart`}>
        {children}
      </Box>
      <div style={SCREEN_READER_ONLY}>{table}</div>
    </Card>
  );
}

function FiguresTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <Table aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          {head.map((h) => (
            <Table.Th key={h} scope="col">
              {h}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={String(row[0])}>
            {row.map((cell, i) =>
              i === 0 ? (
                <Table.Th key={`h-${cell}`} scope="row">
                  {cell}
                </Table.Th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                <Table.Td key={i}>{cell}</Table.Td>
              ),
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const applicationsWords = (t: TFunction, count: number) =>
  t("{{count}} application", { count, defaultValue_other: "{{count}} applications" });

export function departmentSummary(t: TFunction, rows: StatisticsOverview["byDepartment"]): string {
  const total = rows.reduce((s, r) => s + r.applications, 0);
  const verified = rows.reduce((s, r) => s + r.verified, 0);
  const count = rows.length;
  if (total === 0)
    return t("No applications yet in any of the {{count}} department.", {
      count,
      defaultValue_other: "No applications yet in any of the {{count}} departments.",
    });
  const top = rows.reduce((a, b) => (b.applications > a.applications ? b : a));
  return t(
    "{{applications}} ({{verified}} verified) across {{count}} department; the most in {{department}} ({{top}}).",
    {
      count,
      applications: applicationsWords(t, total),
      verified,
      department: top.department,
      top: top.applications,
      defaultValue_other:
        "{{applications}} ({{verified}} verified) across {{count}} departments; the most in {{department}} ({{top}}).",
    },
  );
}

export function statusSummary(
  t: TFunction,
  label: (words: string) => string,
  rows: StatisticsOverview["byStatus"],
): string {
  const count = rows.reduce((s, r) => s + r.count, 0);
  if (count === 0) return t("No applications yet.");
  const parts = rows.filter((r) => r.count > 0).map((r) => `${label(APPLICATION_STATUS_LABELS[r.status])} ${r.count}`);
  return t("{{count}} application: {{parts}}.", {
    count,
    parts: parts.join(", "),
    defaultValue_other: "{{count}} applications: {{parts}}.",
  });
}

export function daySummary(t: TFunction, longDay: (day: string) => string, rows: StatisticsOverview["byDay"]): string {
  const total = rows.reduce((s, r) => s + r.count, 0);
  const count = rows.length || SUBMISSION_DAYS;
  if (total === 0)
    return t("No submissions in the last {{count}} day.", {
      count,
      defaultValue_other: "No submissions in the last {{count}} days.",
    });
  const top = rows.reduce((a, b) => (b.count > a.count ? b : a));
  return t("{{submissions}} in the last {{count}} day; the busiest day was {{day}} ({{top}}).", {
    count,
    submissions: t("{{count}} submission", { count: total, defaultValue_other: "{{count}} submissions" }),
    day: longDay(top.day),
    top: top.count,
    defaultValue_other: "{{submissions}} in the last {{count}} days; the busiest day was {{day}} ({{top}}).",
  });
}

/** Height of a horizontal bar chart: room for three-line labels per category, plus the axis and legend. */
const barsHeight = (categories: number, perRow = 48, extra = 72) => Math.max(160, categories * perRow + extra);

function DepartmentChart({ rows }: { rows: StatisticsOverview["byDepartment"] }) {
  const { t } = useTranslation("admin");
  return (
    <ChartCard
      id="chart-departments"
      title={t("Applications per department")}
      summary={departmentSummary(t, rows)}
      table={
        <FiguresTable
          caption={t("Applications per department")}
          head={[t("Department"), t("Applications"), t("Verified")]}
          rows={rows.map((r) => [r.department, r.applications, r.verified])}
        />
      }
    >
      <BarChart
        h={barsHeight(rows.length)}
        data={rows}
        dataKey="department"
        series={[
          { name: "applications", label: t("Applications"), color: TOTAL_COLOR },
          { name: "verified", label: t("Verified"), color: VERIFIED_COLOR },
        ]}
        withLegend
        legendProps={{ verticalAlign: "top", height: 36 }}
        {...ACROSS_BARS}
        maxBarWidth={16}
      />
    </ChartCard>
  );
}

function StatusChart({ rows }: { rows: StatisticsOverview["byStatus"] }) {
  const { t } = useTranslation("admin");
  const label = useLabel();
  const data = rows.map((r) => ({ status: label(APPLICATION_STATUS_LABELS[r.status]), count: r.count }));
  return (
    <ChartCard
      id="chart-statuses"
      title={t("Applications by status")}
      summary={statusSummary(t, label, rows)}
      table={
        <FiguresTable
          caption={t("Applications by status")}
          head={[t("Status"), t("Applications")]}
          rows={data.map((r) => [r.status, r.count])}
        />
      }
    >
      <BarChart
        h={barsHeight(data.length, 44, 40)}
        data={data}
        dataKey="status"
        series={[{ name: "count", label: t("Applications"), color: TOTAL_COLOR }]}
        {...ACROSS_BARS}
        maxBarWidth={20}
      />
    </ChartCard>
  );
}

function DayChart({ rows }: { rows: StatisticsOverview["byDay"] }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const dates = useDates();
  const data = rows.map((r) => ({ day: shortDay(r.day, language), count: r.count }));
  return (
    <ChartCard
      id="chart-days"
      title={t("Submissions in the last {{count}} day", {
        count: SUBMISSION_DAYS,
        defaultValue_other: "Submissions in the last {{count}} days",
      })}
      summary={daySummary(t, dates.day, rows)}
      table={
        <FiguresTable
          caption={t("Submissions per day, last {{count}} day", {
            count: SUBMISSION_DAYS,
            defaultValue_other: "Submissions per day, last {{count}} days",
          })}
          head={[t("Day"), t("Submissions")]}
          rows={rows.map((r) => [dates.day(r.day), r.count])}
        />
      }
    >
      <AreaChart
        h={240}
        data={data}
        dataKey="day"
        series={[{ name: "count", label: t("Submissions"), color: TOTAL_COLOR }]}
        curveType="linear"
        withDots={false}
        gridAxis="y"
        accessibilityLayer={false}
        yAxisProps={{ allowDecimals: false, width: 32 }}
        xAxisProps={{ minTickGap: 16 }}
      />
    </ChartCard>
  );
}

/** The charts of /candidate-statistics, from GET /api/admin/statistics/overview of a round (absent: the current one). */
export function StatisticsCharts({ round }: { round?: string }) {
  const { t } = useTranslation("admin");
  const overview = useStatisticsOverview(round);
  return (
    <Stack component="section" gap="sm" aria-labelledby="statistics-charts-title">
      <Title order={2} size="h3" id="statistics-charts-title">
        {t("Charts")}
      </Title>
      <QueryState
        query={overview}
        errorMessage={t("Failed to load the statistics charts. Please try again later.")}
        loading={<ChartsLoading />}
      >
        {(data) => (
          <Stack gap="md">
            <DepartmentChart rows={data.byDepartment} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <StatusChart rows={data.byStatus} />
              <DayChart rows={data.byDay} />
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
