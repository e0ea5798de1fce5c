import { Button, Group, Text } from "@mantine/core";
import type { FeeKind } from "@phd/shared";
import { IconFileDownload } from "@tabler/icons-react";
import { useTranslation } from "../../../lib/i18n.ts";
import { reportPaths, useReportDownload } from "../report-api.ts";

/**
 * The reports of the results (issue 61, item 4): the records still waiting whose payment is not
 * matched (with the list's department and fee filters), and the credits nobody claims; each as
 * CSV or PDF.
 */
export function ReportDownloads({
  roundId,
  department,
  kind,
}: {
  roundId: string;
  department?: string;
  kind?: FeeKind;
}) {
  const { t } = useTranslation("accounts");
  const download = useReportDownload();
  const reports = [
    {
      title: t("Unmatched fee records"),
      path: (format: "csv" | "pdf") => reportPaths.unmatched(roundId, format, { department, kind }),
    },
    { title: t("Unclaimed credits"), path: reportPaths.unclaimed },
  ];
  return (
    <Group gap="md" wrap="wrap" role="group" aria-label={t("Reports")}>
      {reports.map((r) => (
        <Group key={r.title} gap={6} wrap="nowrap">
          <Text size="sm" fw={500}>
            {r.title}:
          </Text>
          {(["csv", "pdf"] as const).map((format) => (
            <Button
              key={format}
              size="compact-sm"
              variant="default"
              leftSection={<IconFileDownload size={14} aria-hidden />}
              aria-label={t("{{report}} as {{format}}", { report: r.title, format: format.toUpperCase() })}
              loading={download.isPending && download.variables === r.path(format)}
              onClick={() => download.mutate(r.path(format))}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </Group>
      ))}
    </Group>
  );
}
