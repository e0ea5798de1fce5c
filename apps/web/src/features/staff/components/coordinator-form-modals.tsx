import { Modal, MultiSelect, Stack, Text, TextInput } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import {
  type CoordinatorAccount,
  createAccountCoordinatorBody,
  createCoordinatorBody,
  DEPARTMENT_NAMES,
  type DepartmentName,
  updateCoordinatorDepartmentsBody,
} from "@phd/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { FormButtons, SaveError, useSaveError } from "../../../components/form-modal.tsx";
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

/** Create a department coordinator: name, e-mail, MIS number and at least one department. */
export function CreateCoordinatorModal({ opened, onClose }: ModalProps) {
  const { t } = useTranslation("admin");
  const messages = useStaffMessages();
  const create = useCreateCoordinator();
  const saveError = useSaveError();
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "", email: "", mis: "", departments: [] as DepartmentName[] },
    validate: createResolver(createCoordinatorBody, t("All fields are required")),
  });
  const close = () => {
    if (create.isPending) return;
    form.reset();
    saveError.clear();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    saveError.clear();
    create.mutate(
      { name: values.name.trim(), email: values.email.trim(), mis: values.mis.trim(), departments: values.departments },
      {
        onSuccess: () => {
          form.reset();
          onClose();
        },
        onError: (err) => saveError.fail(err, messages.createFailed.coordinator, form.setErrors),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t("Create Department Coordinator")} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t("A temporary password will be e-mailed to the new coordinator.")}
          </Text>
          <TextInput label={t("Name")} required autoComplete="off" data-autofocus {...form.getInputProps("name")} />
          <TextInput label={t("Email")} type="email" required autoComplete="off" {...form.getInputProps("email")} />
          <TextInput label={t("MIS Number")} required autoComplete="off" {...form.getInputProps("mis")} />
          <MultiSelect
            label={t("Departments")}
            placeholder={t("Select departments")}
            required
            searchable
            // Opens on a click, a typed letter or ArrowDown, not on focus: the dialog opens showing its field.
            openOnFocus={false}
            hidePickedOptions
            data={DEPARTMENT_OPTIONS}
            {...form.getInputProps("departments")}
          />
          <SaveError message={saveError.message} />
          <FormButtons onCancel={close} saving={create.isPending} submitLabel={t("Create Coordinator")} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Create an account section coordinator: name and e-mail. */
export function CreateAccountCoordinatorModal({ opened, onClose }: ModalProps) {
  const { t } = useTranslation("admin");
  const messages = useStaffMessages();
  const create = useCreateAccountCoordinator();
  const saveError = useSaveError();
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "", email: "" },
    validate: createResolver(createAccountCoordinatorBody, t("All fields are required")),
  });
  const close = () => {
    if (create.isPending) return;
    form.reset();
    saveError.clear();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    saveError.clear();
    create.mutate(
      { name: values.name.trim(), email: values.email.trim() },
      {
        onSuccess: () => {
          form.reset();
          onClose();
        },
        onError: (err) => saveError.fail(err, messages.createFailed.accountSection, form.setErrors),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t("Create Account Section Coordinator")} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t("A temporary password will be e-mailed to the new coordinator.")}
          </Text>
          <TextInput label={t("Name")} required autoComplete="off" data-autofocus {...form.getInputProps("name")} />
          <TextInput label={t("Email")} type="email" required autoComplete="off" {...form.getInputProps("email")} />
          <SaveError message={saveError.message} />
          <FormButtons onCancel={close} saving={create.isPending} submitLabel={t("Create Coordinator")} />
        </Stack>
      </form>
    </Modal>
  );
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
    <Modal opened={coordinator !== null} onClose={close} title={t("Edit Departments")} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
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
          <MultiSelect
            label={t("Departments")}
            placeholder={t("Select departments")}
            required
            searchable
            // Opens on a click, a typed letter or ArrowDown, not on focus: the dialog opens showing its field.
            openOnFocus={false}
            hidePickedOptions
            data={DEPARTMENT_OPTIONS}
            data-autofocus
            {...form.getInputProps("departments")}
          />
          <SaveError message={saveError.message} />
          <FormButtons onCancel={close} saving={update.isPending} submitLabel={t("Save Departments")} />
        </Stack>
      </form>
    </Modal>
  );
}
