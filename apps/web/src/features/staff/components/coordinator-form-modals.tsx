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
import {
  STAFF_MESSAGES,
  useCreateAccountCoordinator,
  useCreateCoordinator,
  useUpdateCoordinatorDepartments,
} from "../api.ts";

/** The create forms' message for a blank field (spec 001 §5): the same words for every one. */
export const ALL_FIELDS_REQUIRED = "All fields are required";

const DEPARTMENT_OPTIONS = [...DEPARTMENT_NAMES];

/**
 * The shared schema's rules, with the spec's one message for any blank field (the shared e-mail
 * rule says "Email is required" for a blank address, which these forms word as the others).
 */
function createResolver(schema: Parameters<typeof zod4Resolver>[0]) {
  const resolve = zod4Resolver(schema, { errorPriority: "first" });
  return (values: Record<string, unknown>): FormErrors => {
    const errors = resolve(values);
    for (const key of ["name", "email", "mis"]) {
      const value = values[key];
      if (key in errors && typeof value === "string" && value.trim() === "") errors[key] = ALL_FIELDS_REQUIRED;
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
  const create = useCreateCoordinator();
  const saveError = useSaveError();
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "", email: "", mis: "", departments: [] as DepartmentName[] },
    validate: createResolver(createCoordinatorBody),
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
        onError: (err) => saveError.fail(err, STAFF_MESSAGES.createFailed.coordinator, form.setErrors),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title="Create Department Coordinator" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            A temporary password will be e-mailed to the new coordinator.
          </Text>
          <TextInput label="Name" required autoComplete="off" data-autofocus {...form.getInputProps("name")} />
          <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps("email")} />
          <TextInput label="MIS Number" required autoComplete="off" {...form.getInputProps("mis")} />
          <MultiSelect
            label="Departments"
            placeholder="Select departments"
            required
            searchable
            // Opens on a click, a typed letter or ArrowDown, not on focus: the dialog opens showing its field.
            openOnFocus={false}
            hidePickedOptions
            data={DEPARTMENT_OPTIONS}
            {...form.getInputProps("departments")}
          />
          <SaveError message={saveError.message} />
          <FormButtons onCancel={close} saving={create.isPending} submitLabel="Create Coordinator" />
        </Stack>
      </form>
    </Modal>
  );
}

/** Create an account section coordinator: name and e-mail. */
export function CreateAccountCoordinatorModal({ opened, onClose }: ModalProps) {
  const create = useCreateAccountCoordinator();
  const saveError = useSaveError();
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "", email: "" },
    validate: createResolver(createAccountCoordinatorBody),
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
        onError: (err) => saveError.fail(err, STAFF_MESSAGES.createFailed.accountSection, form.setErrors),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title="Create Account Section Coordinator" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            A temporary password will be e-mailed to the new coordinator.
          </Text>
          <TextInput label="Name" required autoComplete="off" data-autofocus {...form.getInputProps("name")} />
          <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps("email")} />
          <SaveError message={saveError.message} />
          <FormButtons onCancel={close} saving={create.isPending} submitLabel="Create Coordinator" />
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
        onError: (err) => saveError.fail(err, STAFF_MESSAGES.updateDepartmentsFailed, form.setErrors),
      },
    );
  });

  return (
    <Modal opened={coordinator !== null} onClose={close} title="Edit Departments" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {coordinator && (
            <Text size="sm">
              Departments of <strong>{coordinator.name}</strong> ({coordinator.email})
            </Text>
          )}
          <MultiSelect
            label="Departments"
            placeholder="Select departments"
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
          <FormButtons onCancel={close} saving={update.isPending} submitLabel="Save Departments" />
        </Stack>
      </form>
    </Modal>
  );
}
