import { Alert, Button, Flex, Modal, type ModalProps, Stack } from "@mantine/core";
import type { FormErrors } from "@mantine/form";
import { type FormEvent, type ReactNode, useState } from "react";
import { ApiError, errorMessage } from "../lib/api-client.ts";
import { useTranslation } from "../lib/i18n.ts";

/** A failed save: the server's field errors on the fields, its message (or the fallback) above the buttons. */
export function useSaveError() {
  const [message, setMessage] = useState<string | null>(null);
  const fail = (err: unknown, fallback: string, setErrors: (errors: FormErrors) => void) => {
    if (err instanceof ApiError && err.fieldErrors) setErrors(err.fieldErrors);
    setMessage(errorMessage(err, fallback));
  };
  return { message, fail, clear: () => setMessage(null) };
}

/**
 * A create or edit dialog's closing and saving: closing waits while it saves and leaves the form as it
 * started; `done` (a save's callbacks) closes the same way, or shows why not with the server's field
 * errors on the fields (`fieldErrors` names them as the form does).
 */
export function useDialogSave({
  form,
  saving,
  onClose,
  failure,
  fieldErrors = (errors) => errors,
}: {
  form: { reset: () => void; setErrors: (errors: FormErrors) => void };
  saving: boolean;
  onClose: () => void;
  /** What the error says when the server gives no words of its own. */
  failure: string;
  fieldErrors?: (errors: FormErrors) => FormErrors;
}) {
  const saveError = useSaveError();
  const close = () => {
    if (saving) return;
    form.reset();
    saveError.clear();
    onClose();
  };
  const done = {
    onSuccess: () => {
      form.reset();
      onClose();
    },
    onError: (err: unknown) => saveError.fail(err, failure, (errors) => form.setErrors(fieldErrors(errors))),
  };
  return { saveError, close, done };
}

export function SaveError({ message }: { message: string | null }) {
  const { t } = useTranslation();
  return message ? (
    <Alert color="red" title={t("Error")}>
      {message}
    </Alert>
  ) : null;
}

/** A dialog form's Cancel and submit buttons. */
export function FormButtons({
  onCancel,
  saving,
  submitLabel,
}: {
  onCancel: () => void;
  saving: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  return (
    // On a phone the two do not fit one row of the dialog: stacked full width, the action first.
    <Flex direction={{ base: "column-reverse", xs: "row" }} justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        {t("Cancel")}
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Flex>
  );
}

/** A create or edit dialog's frame: centred unless told, a form of its fields one under the other (`children`). */
export function FormModal({
  onSubmit,
  children,
  ...modal
}: Omit<ModalProps, "children" | "onSubmit"> & {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Modal centered {...modal}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">{children}</Stack>
      </form>
    </Modal>
  );
}
