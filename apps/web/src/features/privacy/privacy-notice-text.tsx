import { Anchor, Box, Stack, Text } from "@mantine/core";
import type { PrivacyNotice } from "@phd/shared";
import { useId } from "react";
import { useTranslation } from "../../lib/i18n.ts";

/**
 * The notice as the admin wrote it (user content: shown as written, paragraphs by blank lines), with
 * the grievance officer to write to. In a scrolling box where a form follows it.
 */
export function PrivacyNoticeText({ notice, height }: { notice: PrivacyNotice; height?: number }) {
  const { t } = useTranslation("public");
  const headingId = useId();
  const paragraphs = notice.body.split(/\n\s*\n/).filter((p) => p.trim());
  const officer = notice.grievanceOfficer;
  const text = (
    <Stack gap="xs" lang={notice.language}>
      {paragraphs.map((p, i) => (
        // The notice's paragraphs never reorder: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text split once
        <Text key={i} size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {p}
        </Text>
      ))}
    </Stack>
  );
  return (
    <Stack gap="xs">
      <Text fw={600} id={headingId}>
        {t("Privacy notice (version {{version}})", { version: notice.version })}
      </Text>
      {/* A scrolling region is reachable by keyboard (tabIndex: arrows scroll it) and named by its heading. */}
      {height ? (
        <Box
          tabIndex={0}
          role="region"
          aria-labelledby={headingId}
          p="xs"
          style={{ maxHeight: height, overflowY: "auto", border: "1px solid var(--mantine-color-default-border)" }}
        >
          {text}
        </Box>
      ) : (
        text
      )}
      <Text size="sm">
        {t("Grievance officer: {{name}}", { name: officer.name })} ·{" "}
        <Anchor href={`mailto:${officer.email}`}>{officer.email}</Anchor>
        {officer.phone ? ` · ${officer.phone}` : ""}
      </Text>
    </Stack>
  );
}
