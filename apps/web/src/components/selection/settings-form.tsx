import { Button, Group, Radio, Stack, type StackProps } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { IconDeviceFloppy } from "@tabler/icons-react";
import type { FormEvent, ReactNode } from "react";
import { SaveError, useSaveError } from "../form-modal.tsx";

// A round's settings forms (scoring, selection rules, reservation, offers) are checked with the
// shared schema as the server checks them, and are saved and refused alike: these are their parts.

/** A number input's value as the body sends it: a cleared (or unreadable) field is NaN, which every shared rule refuses. */
export function numberOf(value: number | string): number {
  if (typeof value === "number") return value;
  return value.trim() === "" ? Number.NaN : Number(value);
}

export interface SettingsFormOptions<V, B> {
  initialValues: V;
  /** The body sent for the values typed (numbers as numbers). */
  bodyOf: (values: V) => B;
  /** The shared schema's check of a body, as the form's errors. */
  check: (body: B) => FormErrors;
  save: {
    mutate: (body: B, options: { onSuccess?: () => void; onError: (err: unknown) => void }) => void;
    isPending: boolean;
  };
  /** What the refusal says when the server gives no words of its own. */
  failure: string;
  onSaved?: () => void;
}

/**
 * A settings form checked as the server checks it: `submit` sends the body, and a refusal shows
 * the server's field errors on the fields and its message in `saveError`; `SettingsFormFrame` shows it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the bound of Mantine's useForm (an interface has no index signature)
export function useSettingsForm<V extends Record<string, any>, B>({
  initialValues,
  bodyOf,
  check,
  save,
  failure,
  onSaved,
}: SettingsFormOptions<V, B>) {
  const saveError = useSaveError();
  const form = useForm<V>({
    mode: "controlled",
    initialValues,
    validate: (values) => check(bodyOf(values)),
  });
  const submit = form.onSubmit((values) => {
    saveError.clear();
    save.mutate(bodyOf(values), {
      onSuccess: onSaved,
      onError: (err) => saveError.fail(err, failure, form.setErrors),
    });
  });
  return { form, submit, saveError, saving: save.isPending };
}

/**
 * A settings form (`settings`, from `useSettingsForm`): its parts one under the other (`children`), then
 * why the save was refused, then (unless read-only) its save button after `buttons`.
 */
export function SettingsFormFrame({
  settings,
  readOnly,
  saveLabel,
  buttons,
  gap = "md",
  "aria-label": ariaLabel,
  children,
}: {
  settings: {
    submit: (event?: FormEvent<HTMLFormElement>) => void;
    saveError: { message: string | null };
    saving: boolean;
  };
  readOnly: boolean;
  saveLabel: string;
  /** Other buttons, before the save button. */
  buttons?: ReactNode;
  gap?: StackProps["gap"];
  "aria-label"?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={settings.submit} noValidate aria-label={ariaLabel}>
      <Stack gap={gap}>
        {children}
        <SaveError message={settings.saveError.message} />
        {!readOnly && (
          <Group justify="flex-end" gap="sm">
            {buttons}
            <Button type="submit" loading={settings.saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              {saveLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** A setting chosen among a few options: radio buttons one under another, disabled when read-only. */
export function RadioChoices({
  label,
  options,
  readOnly,
  inputProps,
  mt,
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  readOnly: boolean;
  /** The form's `getInputProps` of the setting. */
  inputProps: object;
  mt?: string;
}) {
  return (
    <Radio.Group mt={mt} label={label} {...inputProps} readOnly={readOnly}>
      <Stack gap={6} mt={6}>
        {options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} disabled={readOnly} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
