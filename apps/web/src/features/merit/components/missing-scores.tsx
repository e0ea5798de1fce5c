import { Alert, List, Text } from "@mantine/core";
import { MISSING_SCORE_LABELS, type MissingScoreView, plural } from "@phd/shared";
import { IconAlertTriangle } from "@tabler/icons-react";

export const MISSING_TITLE = "Scores missing: publishing is refused";

/** Shortlisted candidates the list cannot place yet, and why: the list is not published while any. */
export function MissingScores({ missing }: { missing: MissingScoreView[] }) {
  if (missing.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={MISSING_TITLE}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="status"
      data-testid="missing-scores"
    >
      <Text size="sm" mb="xs">
        {plural(missing.length, "shortlisted candidate")} {missing.length === 1 ? "lacks" : "lack"} what the list needs.
        Enter the marks and scores (or record the candidate as absent) before the list is published.
      </Text>
      <List size="sm" spacing={2} aria-label="Missing scores">
        {missing.map((m) => (
          <List.Item key={`${m.id}:${m.missing}`}>
            <strong>{m.applicationId}</strong> {m.name}: {MISSING_SCORE_LABELS[m.missing]}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
