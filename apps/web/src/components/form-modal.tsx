import { Alert, Button, Flex } from "@mantine/core";
import type { FormErrors } from "@mantine/form";
import { useState } from "react";
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
