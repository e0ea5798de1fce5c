import { TextInput } from "@mantine/core";
import { APPLICATION_ID_PREFIX_MAX } from "@phd/shared";
import type { ReactNode } from "react";
import { useTranslation } from "../lib/i18n.ts";

/** The prefix as typed: upper-cased and cut at the limit. */
export const normalisePrefix = (typed: string) => typed.toUpperCase().slice(0, APPLICATION_ID_PREFIX_MAX);

export interface ApplicationIdPrefixInputProps {
  value: string;
  onChange: (prefix: string) => void;
  error?: ReactNode;
  required?: boolean;
}

/** The application ID prefix, upper-cased as it is typed (Manage Constants, the admission rounds' form). */
export function ApplicationIdPrefixInput({ value, onChange, error, required }: ApplicationIdPrefixInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t("Application ID Prefix")}
      description={t("Upper case, at most {{max}} characters; e.g. PHD gives PHD001, PHD002", {
        max: APPLICATION_ID_PREFIX_MAX,
      })}
      value={value}
      onChange={(e) => onChange(normalisePrefix(e.currentTarget.value))}
      maxLength={APPLICATION_ID_PREFIX_MAX}
      error={error}
      required={required}
      autoComplete="off"
      maw={320}
    />
  );
}
