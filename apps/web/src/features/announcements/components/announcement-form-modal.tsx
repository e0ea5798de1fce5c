import { Button, Group, Select, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  ANNOUNCEMENT_RECIPIENT_LABELS,
  ANNOUNCEMENT_RECIPIENTS,
  type Announcement,
  type AnnouncementRecipient,
  createAnnouncementBody,
  updateAnnouncementBody,
} from "@phd/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { FormModal, SaveError, useDialogSave } from "../../../components/form-modal.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useAnnouncementMessages, useCreateAnnouncement, useUpdateAnnouncement } from "../api.ts";

const checkCreate = zod4Resolver(createAnnouncementBody, { errorPriority: "first" });
/** The edit body has no recipients: they are fixed at creation. */
const checkEdit = zod4Resolver(updateAnnouncementBody, { errorPriority: "first" });

/** The link field's placeholder: how an address starts, the same in every language. */
const URL_START = "https://";

interface FormValues {
  title: string;
  link: string;
  description: string;
  recipientRole: AnnouncementRecipient | null;
}

export interface AnnouncementFormModalProps {
  opened: boolean;
  /** The announcement to edit; a new one is created without it. Render with `key` set to its id. */
  announcement?: Announcement | null;
  onClose: () => void;
}

/**
 * Create or edit an announcement: title and link (an http(s) address) required, description optional,
 * recipients chosen on creation and shown, read-only, on edit (spec 001 §5).
 */
export function AnnouncementFormModal({ opened, announcement, onClose }: AnnouncementFormModalProps) {
  const { t } = useTranslation("admin");
  const label = useLabel();
  const messages = useAnnouncementMessages();
  // The recipients a new announcement may have, by their labels.
  const recipientOptions = ANNOUNCEMENT_RECIPIENTS.map((value) => ({
    value,
    label: label(ANNOUNCEMENT_RECIPIENT_LABELS[value]),
  }));
  const recipientLabel = (role: AnnouncementRecipient) => {
    const words = ANNOUNCEMENT_RECIPIENT_LABELS[role];
    return words ? label(words) : role;
  };
  const editing = Boolean(announcement);
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const saving = create.isPending || update.isPending;
  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: {
      title: announcement?.title ?? "",
      link: announcement?.link ?? "",
      description: announcement?.description ?? "",
      recipientRole: announcement?.recipientRole ?? null,
    },
    validate: (values) => (editing ? checkEdit : checkCreate)({ ...values }),
  });

  const { saveError, close, done } = useDialogSave({ form, saving, onClose, failure: messages.saveFailed });

  const submit = form.onSubmit((values) => {
    saveError.clear();
    const fields = { title: values.title.trim(), link: values.link.trim(), description: values.description.trim() };
    if (announcement) update.mutate({ id: announcement._id, body: fields }, done);
    else if (values.recipientRole) create.mutate({ ...fields, recipientRole: values.recipientRole }, done);
  });

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={editing ? t("Edit Announcement") : t("Create Announcement")}
      size="lg"
      onSubmit={submit}
    >
      <TextInput label={t("Title")} required autoComplete="off" data-autofocus {...form.getInputProps("title")} />
      <TextInput
        label={t("Link")}
        description={t("An http:// or https:// address")}
        type="url"
        required
        autoComplete="off"
        placeholder={URL_START}
        {...form.getInputProps("link")}
      />
      {/* No autosize: it listens to document.fonts, which jsdom lacks (route tests would crash). */}
      <Textarea label={t("Description")} rows={4} resize="vertical" {...form.getInputProps("description")} />
      {editing ? (
        // Read-only (focusable, full contrast, no picker to open): the edit body has no recipients.
        <TextInput
          label={t("Recipients")}
          // Said under the read-only recipients of an announcement being edited (spec 001 §5).
          description={t("Recipients cannot be changed after an announcement is created.")}
          value={announcement ? recipientLabel(announcement.recipientRole) : ""}
          readOnly
          variant="filled"
        />
      ) : (
        <Select
          label={t("Recipients")}
          placeholder={t("Choose who sees it")}
          required
          allowDeselect={false}
          data={recipientOptions}
          {...form.getInputProps("recipientRole")}
        />
      )}
      <SaveError message={saveError.message} />
      <Group justify="flex-end" gap="sm" mt="xs">
        <Button variant="default" onClick={close} disabled={saving}>
          {t("Cancel")}
        </Button>
        <Button type="submit" loading={saving}>
          {editing ? t("Save Changes") : t("Create Announcement")}
        </Button>
      </Group>
    </FormModal>
  );
}
