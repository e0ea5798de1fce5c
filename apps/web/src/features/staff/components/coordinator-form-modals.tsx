import { MultiSelect, Text, TextInput } from "@mantine/core";
import { type FormErrors, type GetInputPropsReturnType, useForm } from "@mantine/form";
import {
  type CoordinatorAccount,
  createAccountCoordinatorBody,
  createCoordinatorBody,
  DEPARTMENT_NAMES,
  type DepartmentName,
  updateCoordinatorDepartmentsBody,
} from "@phd/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import type { FormEvent, ReactNode } from "react";
import { FormButtons, FormModal, SaveError, useDialogSave, useSaveError } from "../../../components/form-modal.tsx";
import { Trans, useTranslation } from "../../../lib/i18n.ts";
import {
  useCreateAccountCoordinator,
  useCreateCoordinator,
  useStaffMessages,
  useUpdateCoordinatorDepartments,
} from "../api.ts";

const DEPARTMENT_OPTIONS = [...DEPARTMENT_NAMES];

/**
 * The shared schema's rules, with the spec's one message for any blank field, "All fields are
 * required" (the shared e-mail rule says "Email is required" for a blank address, which these forms
 * word as the others).
 */
function createResolver(schema: Parameters<typeof zod4Resolver>[0], allFieldsRequired: string) {
  const resolve = zod4Resolver(schema, { errorPriority: "first" });
  return (values: Record<string, unknown>): FormErrors => {
    const errors = resolve(values);
    for (const key of ["name", "email", "mis"]) {
      const value = values[key];
      if (key in errors && typeof value === "string" && value.trim() === "") errors[key] = allFieldsRequired;
    }
    return errors;
  };
}

interface ModalProps {
  opened: boolean;
  onClose: () => void;
}

/** A coordinator's departments, one or more, picked from every department. */
function DepartmentsPicker(props: GetInputPropsReturnType & { "data-autofocus"?: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <MultiSelect
      label={t("Departments")}
      placeholder={t("Select departments")}
      required
      searchable
      // Opens on a click, a typed letter or ArrowDown, not on focus: the dialog opens showing its field.
      openOnFocus={false}
      hidePickedOptions
      data={DEPARTMENT_OPTIONS}
      {...props}
    />
  );
}

/**
 * What both create dialogs have: the word on the temporary password, name and e-mail, the fields of
 * their kind (`children`), the save's error and the buttons.
 */
function CreateStaffDialog({
  opened,
  title,
  onClose,
  onSubmit,
  saving,
  error,
  fieldProps,
  children,
}: ModalProps & {
  title: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  error: string | null;
  fieldProps: (field: "name" | "email") => GetInputPropsReturnType;
  children?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <FormModal opened={opened} onClose={onClose} title={title} onSubmit={onSubmit}>
      <Text size="sm" c="dimmed">
        {t("A temporary password will be e-mailed to the new coordinator.")}
      </Text>
      <TextInput label={t("Name")} required autoComplete="off" data-autofocus {...fieldProps("name")} />
      <TextInput label={t("Email")} type="email" required autoComplete="off" {...fieldProps("email")} />
      {children}
      <SaveError message={error} />
      <FormButtons onCancel={onClose} saving={saving} submitLabel={t("Create Coordinator")} />
    </FormModal>
  );
}

/**
 * A create dialog's form and save: `initialValues` empty, checked by `schema` with the one message for
 * blank fields, sent trimmed by `create`; the dialog closes on success.
 */
function useCreateForm<Values extends { name: string; email: string }, Body>({
  initialValues,
  schema,
  create,
  toBody,
  failure,
  onClose,
}: {
  initialValues: Values;
  schema: Parameters<typeof zod4Resolver>[0];
  create: { mutate: (body: Body, done: ReturnType<typeof useDialogSave>["done"]) => void; isPending: boolean };
  toBody: (values: Values) => Body;
  failure: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const form = useForm<Values>({
    mode: "controlled",
    initialValues,
    validate: createResolver(schema, t("All fields are required")),
  });
  const { saveError, close, done } = useDialogSave({ form, saving: create.isPending, onClose, failure });
  const submit = form.onSubmit((values) => {
    saveError.clear();
    create.mutate(toBody(values), done);
  });
  const dialog = { onClose: close, onSubmit: submit, saving: create.isPending, error: saveError.message };
  return { form, dialog: { ...dialog, fieldProps: form.getInputProps } };
}

/** Create a department coordinator: name, e-mail, MIS number and at least one department. */
export function CreateCoordinatorModal({ opened, onClose }: ModalProps) {
  const { t } = useTranslation("admin");
  const messages = useStaffMessages();
  const { form, dialog } = useCreateForm({
    initialValues: { name: "", email: "", mis: "", departments: [] as DepartmentName[] },
    schema: createCoordinatorBody,
    create: useCreateCoordinator(),
    toBody: (v) => ({ name: v.name.trim(), email: v.email.trim(), mis: v.mis.trim(), departments: v.departments }),
    failure: messages.createFailed.coordinator,
    onClose,
  });
  return (
    <CreateStaffDialog opened={opened} title={t("Create Department Coordinator")} {...dialog}>
      <TextInput label={t("MIS Number")} required autoComplete="off" {...form.getInputProps("mis")} />
      <DepartmentsPicker {...form.getInputProps("departments")} />
    </CreateStaffDialog>
  );
}

/** Create an account section coordinator: name and e-mail. */
export function CreateAccountCoordinatorModal({ opened, onClose }: ModalProps) {
  const { t } = useTranslation("admin");
  const messages = useStaffMessages();
  const { dialog } = useCreateForm({
    initialValues: { name: "", email: "" },
    schema: createAccountCoordinatorBody,
    create: useCreateAccountCoordinator(),
    toBody: (v) => ({ name: v.name.trim(), email: v.email.trim() }),
    failure: messages.createFailed.accountSection,
    onClose,
  });
  return <CreateStaffDialog opened={opened} title={t("Create Account Section Coordinator")} {...dialog} />;
}

/**
 * A department coordinator's departments, changed (PUT /api/admin/coordinators/{id}/departments).
 * The picker starts at the coordinator's departments: render it with `key` set to the coordinator's id.
 */
export function EditDepartmentsModal({
  coordinator,
  onClose,
}: {
  coordinator: CoordinatorAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const messages = useStaffMessages();
  const update = useUpdateCoordinatorDepartments();
  const saveError = useSaveError();
  const form = useForm({
    mode: "controlled",
    initialValues: { departments: [...(coordinator?.departments ?? [])] as DepartmentName[] },
    validate: zod4Resolver(updateCoordinatorDepartmentsBody, { errorPriority: "first" }),
  });

  const close = () => {
    if (update.isPending) return;
    saveError.clear();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    if (!coordinator) return;
    saveError.clear();
    update.mutate(
      { id: coordinator._id, body: { departments: values.departments } },
      {
        onSuccess: () => onClose(),
        onError: (err) => saveError.fail(err, messages.updateDepartmentsFailed, form.setErrors),
      },
    );
  });

  return (
    <FormModal opened={coordinator !== null} onClose={close} title={t("Edit Departments")} onSubmit={submit}>
      {coordinator && (
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="Departments of <strong>{{name}}</strong> ({{address}})"
            values={{ name: coordinator.name, address: coordinator.email }}
            components={{ strong: <strong /> }}
          />
        </Text>
      )}
      <DepartmentsPicker data-autofocus {...form.getInputProps("departments")} />
      <SaveError message={saveError.message} />
      <FormButtons onCancel={close} saving={update.isPending} submitLabel={t("Save Departments")} />
    </FormModal>
  );
}
