import { Button, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "../lib/i18n.ts";
import { instantOf } from "../lib/institution-time.ts";

/** The opening and closing moments of an admission window, as `datetime-local` values ("" when not set). */
export interface WindowMoments {
  opensAt: string;
  closesAt: string;
}

/** The error `unreadableMoments` gives (in English: the fields show it in the language shown). */
export const BAD_DATE_TIME = "Enter a date and a time";

/** The moments typed that are not a date and time of `zone` (before the schema checks their order). */
export function unreadableMoments(value: WindowMoments, zone: string): Partial<Record<keyof WindowMoments, string>> {
  const errors: Partial<Record<keyof WindowMoments, string>> = {};
  for (const field of ["opensAt", "closesAt"] as const) {
    if (value[field] && !instantOf(value[field], zone)) errors[field] = BAD_DATE_TIME;
  }
  return errors;
}

export interface WindowMomentFieldsProps {
  /** The zone the moments are typed in, named in the labels ("Asia/Kolkata"). */
  zone: string;
  value: WindowMoments;
  errors: Partial<Record<keyof WindowMoments, ReactNode>>;
  onChange: (change: Partial<WindowMoments>) => void;
  /** What leaving each one empty means on this screen. */
  descriptions: WindowMoments;
}

/**
 * The optional opening and closing moments of an admission window, typed as the wall clock of the
 * institution's zone; each can be cleared. Used by Manage Constants and by the admission rounds' form.
 */
export function WindowMomentFields({ zone, value, errors, onChange, descriptions }: WindowMomentFieldsProps) {
  const { t } = useTranslation();
  const shown = (error: ReactNode) => (error === BAD_DATE_TIME ? t("Enter a date and a time") : error);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <MomentInput
        label={t("Opens at ({{zone}} time)", { zone })}
        description={descriptions.opensAt}
        clearLabel={t("Clear opening time")}
        value={value.opensAt}
        error={shown(errors.opensAt)}
        onChange={(opensAt) => onChange({ opensAt })}
      />
      <MomentInput
        label={t("Closes at ({{zone}} time)", { zone })}
        description={descriptions.closesAt}
        clearLabel={t("Clear closing time")}
        value={value.closesAt}
        error={shown(errors.closesAt)}
        onChange={(closesAt) => onChange({ closesAt })}
      />
    </SimpleGrid>
  );
}

function MomentInput({
  label,
  description,
  clearLabel,
  value,
  error,
  onChange,
}: {
  label: string;
  description: string;
  clearLabel: string;
  value: string;
  error?: ReactNode;
  onChange: (value: string) => void;
}) {
  return (
    <Stack gap={4}>
      <TextInput
        type="datetime-local"
        label={label}
        description={description}
        value={value}
        error={error}
        onChange={(e) => onChange(e.currentTarget.value.slice(0, 16))}
      />
      {value && (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange("")} style={{ alignSelf: "flex-start" }}>
          {clearLabel}
        </Button>
      )}
    </Stack>
  );
}
