import { ActionIcon, Button, Card, Group, Menu, Modal, Stack, Text, Title } from "@mantine/core";
import {
  type ApplicationDetail,
  availableActions,
  type DocumentRecord,
  type VerificationAction,
  type VerificationStatus,
} from "@phd/shared";
import { IconDots, IconEye, IconMessage } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { DocumentPreviewModal } from "../../../components/documents/document-preview-modal.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import type { RemarksAction } from "../../../components/remarks-modal.tsx";
import { VerdictDialogs } from "../../../components/verdict-dialogs.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { useActionText } from "../../review/index.ts";
import { useVerifyFee } from "../api.ts";
import { signerText } from "./fee-labels.ts";

/** The remarks viewer's heading for a status (spec 001 §2). */
export function remarksHeading(status: VerificationStatus, t: TFunction): string {
  if (status === "MODIFICATION_REQUESTED") return t("Modification Note");
  if (status === "VERIFIED") return t("Verification Note");
  return t("Remarks");
}

export interface FeeVerificationProps {
  /** The application's record id (the route's `{id}`). */
  id: string;
  fee: ApplicationDetail["feeDetails"];
  receipt: DocumentRecord | null;
}

/**
 * The account section's fee verification control (spec 001 §2, §4): the status with its signer,
 * the remarks viewer, the receipt's preview, Verify and Request Modification while pending, and a
 * more-actions menu with what the status allows (shared `availableActions`); remarks are asked for
 * where the action needs them, a reset is confirmed.
 */
export function FeeVerification({ id, fee, receipt }: FeeVerificationProps) {
  const { t } = useTranslation("accounts");
  const actionText = useActionText();
  const dates = useDates();
  const status = fee.verification.status;
  const signer = fee.verification.signedBy;
  const verify = useVerifyFee(id);
  const [dialog, setDialog] = useState<RemarksAction | "RESET" | "VIEW" | "PREVIEW" | null>(null);
  const close = () => setDialog(null);
  const actions = availableActions(status);
  const pending = status === "PENDING";

  const run = (action: VerificationAction) => {
    if (action === "VERIFY") verify.mutate({ action });
    else setDialog(action);
  };
  const busy = verify.isPending;
  const subject = t("Fee Details");

  return (
    <Card withBorder component="section" aria-labelledby="fee-verification-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="fee-verification-title">
          {t("Fee Verification")}
        </Title>
        <Group gap="sm" wrap="wrap">
          <VerificationBadge status={status} data-testid="fee-status" />
          <Text size="sm" c="dimmed" style={wrapStyle()}>
            {signer ? t("Signed by {{signer}}", { signer: signerText(signer, t) }) : t("Not signed yet")}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap" role="group" aria-label={t("Fee verification actions")}>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconMessage size={16} aria-hidden />}
            onClick={() => setDialog("VIEW")}
            aria-label={t("Remarks of the fee verification")}
          >
            {t("Remarks")}
          </Button>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={() => setDialog("PREVIEW")}
            disabled={!receipt}
            aria-label={t("Preview fee receipt")}
          >
            {t("Preview")}
          </Button>
          {pending &&
            actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === "VERIFY" ? "filled" : "light"}
                color={action === "VERIFY" ? "green" : "red"}
                onClick={() => run(action)}
                loading={action === "VERIFY" && busy}
                disabled={busy && action !== "VERIFY"}
              >
                {actionText(action, status)}
              </Button>
            ))}
          {/* No focus placeholder: a role="presentation" child inside role="menu" fails aria-required-children. */}
          <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <ActionIcon variant="default" size="lg" aria-label={t("More fee actions")} disabled={busy}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {pending ? (
                // A menu holds menu items only (axe aria-required-children): the reason is a disabled item.
                // aria-disabled, not disabled: it stays focusable (WAI-ARIA menu pattern), so the menu has
                // somewhere to put focus and Escape closes it; the actions are the buttons beside.
                <Menu.Item
                  aria-disabled
                  data-disabled
                  closeMenuOnClick={false}
                  maw={260}
                  style={{ whiteSpace: "normal" }}
                >
                  {t("Actions not available for Pending fee details")}
                </Menu.Item>
              ) : (
                actions.map((action) => (
                  <Menu.Item
                    key={action}
                    color={action === "REQUEST_MODIFICATION" ? "red" : undefined}
                    onClick={() => run(action)}
                  >
                    {actionText(action, status)}
                  </Menu.Item>
                ))
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Stack>

      <VerdictDialogs
        dialog={dialog}
        onClose={close}
        status={status}
        label={subject}
        title={(action) =>
          action === "CHANGE_REMARKS" ? t("Change Fee Verification Remarks") : t("Request Fee Modification")
        }
        current={fee.remarks}
        remarksLoading={verify.isPending}
        resetLoading={verify.isPending}
        onRemarks={(action, remarks) => verify.mutate({ action, remarks }, { onSuccess: close })}
        onReset={() => verify.mutate({ action: "RESET" }, { onSuccess: close })}
      />
      <Modal
        opened={dialog === "VIEW"}
        onClose={close}
        title={t("Fee Verification Remarks")}
        centered
        styles={{ title: { fontWeight: 600 } }}
      >
        <Stack gap="xs">
          <Title order={3} size="h5">
            {remarksHeading(status, t)}
          </Title>
          <Text size="sm" style={{ ...wrapStyle(), whiteSpace: "pre-wrap" }} c={fee.remarks ? undefined : "dimmed"}>
            {fee.remarks?.trim() ? fee.remarks : t("No remarks provided.")}
          </Text>
          {signer && (
            <Text size="xs" c="dimmed" style={wrapStyle()}>
              {signer.updatedAt
                ? t("By: {{signer}} on {{when}}", {
                    signer: signerText(signer, t),
                    when: dates.dateTime(signer.updatedAt),
                  })
                : t("By: {{signer}}", { signer: signerText(signer, t) })}
            </Text>
          )}
        </Stack>
      </Modal>
      <DocumentPreviewModal
        document={receipt}
        typeLabel={t("Fee Receipt")}
        opened={dialog === "PREVIEW" && receipt !== null}
        onClose={close}
      />
    </Card>
  );
}
