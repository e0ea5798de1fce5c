import { Alert, List, Text } from "@mantine/core";
import { MISSING_SCORE_LABELS, type MissingScoreView } from "@phd/shared";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";

/** Shortlisted candidates the list cannot place yet, and why: the list is not published while any. */
export function MissingScores({ missing }: { missing: MissingScoreView[] }) {
  const { t } = useTranslation("merit");
  const label = useLabel();
  if (missing.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={t("Scores missing: publishing is refused")}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="status"
      data-testid="missing-scores"
    >
      <Text size="sm" mb="xs">
        {t(
          "{{count}} shortlisted candidate lacks what the list needs. Enter the marks and scores (or record the candidate as absent) before the list is published.",
          {
            count: missing.length,
            defaultValue_other:
              "{{count}} shortlisted candidates lack what the list needs. Enter the marks and scores (or record the candidate as absent) before the list is published.",
          },
        )}
      </Text>
      <List size="sm" spacing={2} aria-label={t("Missing scores")}>
        {missing.map((m) => (
          <List.Item key={`${m.id}:${m.missing}`}>
            <strong>{m.applicationId}</strong> {m.name}: {label(MISSING_SCORE_LABELS[m.missing])}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
