import { Box, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { Disclosure } from "../../../components/disclosure.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import type { ManualRemark, Verification } from "../api.ts";

export interface VerificationDetailsProps {
  status: string | null | undefined;
  verification?: Verification | null;
  remarks?: string | null;
  manualRemarks?: ManualRemark | null;
  /** What the panel is about, for screen readers: "Personal Details", "Applicant Photo". */
  subject: string;
}

const REVIEWED = new Set(["VERIFIED", "MODIFICATION_REQUESTED"]);

/** Whether there is anything for the details panel to show. */
export function hasVerificationDetails(p: Pick<VerificationDetailsProps, "status" | "manualRemarks">): boolean {
  return REVIEWED.has(p.status ?? "") || Boolean(p.manualRemarks?.remark);
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={wrapStyle()}>
        {children}
      </Text>
    </Box>
  );
}

/**
 * An expandable panel with the reviewer, their departments, the time and the remarks of a
 * VERIFIED or MODIFICATION_REQUESTED section or document, and a manual remark when present.
 * Renders nothing when there is nothing to show.
 */
export function VerificationDetails({
  status,
  verification,
  remarks,
  manualRemarks,
  subject,
}: VerificationDetailsProps) {
  const { t } = useTranslation("profile");
  const dates = useDates();
  if (!hasVerificationDetails({ status, manualRemarks })) return null;
  const reviewed = REVIEWED.has(status ?? "");
  const signer = verification?.signedBy;
  return (
    <Disclosure
      label={t("Verification details")}
      name={(opened) =>
        opened
          ? t("Hide verification details for {{subject}}", { subject })
          : t("Show verification details for {{subject}}", { subject })
      }
    >
      <Paper withBorder p="sm" mt={6} bg="var(--mantine-color-gray-0)">
        <Stack gap="xs">
          {reviewed && (
            <>
              <Row label={t("Reviewed by")}>
                {signer ? signer.name : "—"}
                {signer && signer.departments.length > 0 ? ` (${signer.departments.join(", ")})` : ""}
              </Row>
              <Row label={t("Reviewed on")}>{dates.dateTime(verification?.updatedAt)}</Row>
              <Row label={t("Remarks")}>{remarks?.trim() ? remarks : t("No remarks")}</Row>
            </>
          )}
          {manualRemarks?.remark && (
            <Row label={t("Remark from reviewer")}>
              {manualRemarks.remark} — {manualRemarks.givenBy?.name ?? t("Coordinator")}
              {manualRemarks.date ? `, ${dates.dateTime(manualRemarks.date)}` : ""}
            </Row>
          )}
        </Stack>
      </Paper>
    </Disclosure>
  );
}
