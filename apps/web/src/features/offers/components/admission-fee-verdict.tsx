import { Button, Group, Modal, Text } from "@mantine/core";
import { availableActions, type VerificationAction } from "@phd/shared";
import { useState } from "react";
import { FormButtons } from "../../../components/form-modal.tsx";
import { VerdictDialogs } from "../../../components/verdict-dialogs.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useActionText } from "../../review/index.ts";
import { type AdmissionFeeRow, useVerifyAdmissionFee } from "../api.ts";

/**
 * The account section's verdict on an admission fee, as the application fee's (spec 001 §4, the
 * shared `availableActions`), except that a verified fee is final: it made the candidate Admitted,
 * and the server refuses to reset it. Verifying is confirmed first; a modification request and a
 * remark change need remarks (the dialog refuses blank ones before sending); a reset is confirmed.
 */
export function AdmissionFeeVerdict({ row }: { row: AdmissionFeeRow }) {
  const { t } = useTranslation("offers");
  const actionText = useActionText();
  const fee = row.admissionFee;
  const status = fee.status;
  const verify = useVerifyAdmissionFee();
  const [dialog, setDialog] = useState<VerificationAction | null>(null);
  const close = () => setDialog(null);
  const send = (action: VerificationAction, remarks?: string) =>
    verify.mutate({ offerId: row.id, action, remarks }, { onSuccess: close });

  if (status === "VERIFIED")
    return (
      <Text size="sm" c="dimmed">
        {t("Verified: the candidate is admitted. A verified fee cannot be reset.")}
      </Text>
    );

  const applicationId = row.applicationId;
  return (
    <>
      <Group
        gap="xs"
        wrap="wrap"
        role="group"
        aria-label={t("Verdict on the admission fee of {{applicationId}}", { applicationId })}
      >
        {availableActions(status).map((action) => (
          <Button
            key={action}
            size="xs"
            variant={action === "VERIFY" ? "filled" : "light"}
            color={action === "VERIFY" ? "green" : action === "RESET" ? "gray" : "red"}
            onClick={() => setDialog(action)}
            disabled={verify.isPending}
          >
            {actionText(action, status)}
          </Button>
        ))}
      </Group>

      <Modal
        opened={dialog === "VERIFY"}
        onClose={close}
        title={t("Verify the admission fee of {{applicationId}}", { applicationId })}
        centered
        styles={{ title: { fontWeight: 600 } }}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send("VERIFY");
          }}
        >
          <Text size="sm">
            {t(
              "Verify the admission fee of {{name}} ({{applicationId}})? The candidate becomes Admitted; a verified fee cannot be reset.",
              { name: row.name, applicationId },
            )}
          </Text>
          <FormButtons onCancel={close} saving={verify.isPending} submitLabel={t("Verify and admit")} />
        </form>
      </Modal>
      <VerdictDialogs
        dialog={dialog}
        onClose={close}
        status={status}
        label={t("Admission Fee")}
        resetLabel={t("the admission fee of {{applicationId}}", { applicationId })}
        title={(action) =>
          t("{{action}}: Admission Fee of {{applicationId}}", {
            action: actionText(action, status),
            applicationId,
          })
        }
        current={fee.remarks}
        remarksLoading={verify.isPending}
        resetLoading={verify.isPending}
        onRemarks={send}
        onReset={() => send("RESET")}
      />
    </>
  );
}
