import { Alert, Modal, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type FormEvent, type ReactNode, useState } from "react";
import { FormButtons } from "../../../components/form-modal.tsx";
import { MomentInput } from "../../../components/selection/moment-input.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { instantOf, localOf, useInstitutionZone } from "../../../lib/institution-time.ts";

/** Below Mantine's `sm` (48em) the dialog takes the whole screen. */
const NARROW = "(max-width: 47.99em)";

export interface DeadlineModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  /** What the action does (and any choice it needs), above the deadline. */
  children: ReactNode;
  /** The deadline in force (an ISO instant), shown to start from. */
  initial?: string;
  /** The request is under way; its refusal (`error`) is shown as it comes and the dialog stays. */
  pending: boolean;
  error: unknown;
  /** The failure's words when the server gives none. */
  failed: string;
  onSubmit: (deadline: string) => void;
}

/**
 * A dialog that asks for an acceptance deadline, typed as the wall clock of the institution's zone
 * and sent as an instant (issue offers, offer the freed seats, change one offer's deadline). The
 * deadline must be in the future; the server decides again and its refusal is shown in the dialog.
 */
export function DeadlineModal({ opened, onClose, title, ...form }: DeadlineModalProps) {
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const close = () => {
    if (!form.pending) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} fullScreen={narrow} centered={!narrow}>
      {opened && <DeadlineForm {...form} onClose={close} />}
    </Modal>
  );
}

function DeadlineForm({
  submitLabel,
  children,
  initial,
  pending,
  error,
  failed,
  onSubmit,
  onClose,
}: Omit<DeadlineModalProps, "opened" | "title">) {
  const { t } = useTranslation("offers");
  const zone = useInstitutionZone();
  const [value, setValue] = useState(() => localOf(initial, zone));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const serverField = error instanceof ApiError ? error.fieldErrors?.deadline : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const instant = instantOf(value, zone);
    if (!instant) return setFieldError(t("Choose the date and time of the deadline."));
    if (instant.getTime() <= Date.now()) return setFieldError(t("The deadline must be in the future."));
    setFieldError(null);
    onSubmit(instant.toISOString());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {children}
        <MomentInput
          label={t("Answer by ({{zone}} time)", { zone })}
          description={t("Offers not answered by then lapse, and their seats go to the waitlist.")}
          value={value}
          onMoment={(moment) => {
            setValue(moment);
            if (fieldError) setFieldError(null);
          }}
          error={fieldError ?? serverField}
          errorProps={{ role: "alert" }}
        />
        {error !== null && error !== undefined && !serverField && (
          <Alert color="red" title={t("Not done")} role="alert">
            {errorMessage(error, failed)}
          </Alert>
        )}
        <FormButtons onCancel={onClose} saving={pending} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}
