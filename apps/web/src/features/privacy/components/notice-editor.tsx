import { Badge, Button, Fieldset, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { NOTICE_MAX, type PrivacyNoticeAdmin, type PrivacyNoticeInput, privacyNoticeInput } from "@phd/shared";
import { IconSend } from "@tabler/icons-react";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { type ReactNode, useState } from "react";
import { FormButtons, SaveError, useSaveError } from "../../../components/form-modal.tsx";
import { ListLoading } from "../../../components/lists/list-loading.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { useAdminNotice, usePublishNotice } from "../admin-api.ts";
import { PrivacySection } from "./privacy-section.tsx";

/** The form: the texts per language and the grievance officer, each an input's string. */
interface NoticeForm {
  en: string;
  hi: string;
  mr: string;
  name: string;
  email: string;
  phone: string;
}

const formOf = (n: PrivacyNoticeAdmin): NoticeForm => ({
  en: n.body.en,
  hi: n.body.hi ?? "",
  mr: n.body.mr ?? "",
  name: n.grievanceOfficer.name,
  email: n.grievanceOfficer.email,
  phone: n.grievanceOfficer.phone ?? "",
});

/** The body the server checks: a language left empty is not published (its readers see English). */
export function noticeBodyOf(v: NoticeForm): PrivacyNoticeInput {
  const optional = (s: string) => (s.trim() ? s : undefined);
  return {
    body: { en: v.en, hi: optional(v.hi), mr: optional(v.mr) },
    grievanceOfficer: { name: v.name, email: v.email, phone: optional(v.phone) },
  };
}

/** The schema's errors ("body.en", "grievanceOfficer.email") on the form's fields. */
const FIELD_OF: Record<string, keyof NoticeForm> = {
  "body.en": "en",
  "body.hi": "hi",
  "body.mr": "mr",
  "grievanceOfficer.name": "name",
  "grievanceOfficer.email": "email",
  "grievanceOfficer.phone": "phone",
};
const check = zod4Resolver(privacyNoticeInput, { errorPriority: "first" });
export function noticeErrors(errors: Record<string, ReactNode>): Record<string, ReactNode> {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [FIELD_OF[path] ?? path, message]));
}

/**
 * The admin's privacy notice (DPDP Act, issue 28): the current version and how many candidates
 * accepted it, and a new version to publish. Publishing asks every candidate to accept it again.
 */
export function NoticeEditor() {
  const { t } = useTranslation("admin");
  const notice = useAdminNotice();
  return (
    <PrivacySection headingId="privacy-notice-heading" title={t("Privacy notice")}>
      <QueryState
        query={notice}
        keepData
        errorMessage={errorMessage(notice.error, t("Failed to load the privacy notice"))}
        loading={<ListLoading>{t("Loading the privacy notice...")}</ListLoading>}
      >
        {(loaded) => <NoticeForms notice={loaded} key={loaded.version} />}
      </QueryState>
    </PrivacySection>
  );
}

function NoticeForms({ notice }: { notice: PrivacyNoticeAdmin }) {
  const { t } = useTranslation("admin");
  const dates = useDates();
  const publish = usePublishNotice();
  const saveError = useSaveError();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<NoticeForm>({
    mode: "controlled",
    initialValues: formOf(notice),
    validate: (values) => noticeErrors(check(noticeBodyOf(values))),
  });
  const next = notice.version + 1;
  const send = () => {
    saveError.clear();
    publish.mutate(noticeBodyOf(form.getValues()), {
      onSuccess: () => setConfirming(false),
      onError: (err) => {
        setConfirming(false);
        saveError.fail(err, t("Failed to publish the privacy notice"), (errors) =>
          form.setErrors(noticeErrors(errors)),
        );
      },
    });
  };
  const texts = [
    { key: "en", label: t("Notice in English"), description: t("Required. Shown where no other language is written.") },
    {
      key: "hi",
      label: t("Notice in Hindi"),
      description: t("Optional: readers of Hindi see the English one without it."),
    },
    {
      key: "mr",
      label: t("Notice in Marathi"),
      description: t("Optional: readers of Marathi see the English one without it."),
    },
  ] as const;

  return (
    <Stack gap="md">
      <Text size="sm">
        {t("Version {{version}}, published {{when}} by {{who}}.", {
          version: notice.version,
          when: dates.dateTime(notice.publishedAt),
          who: notice.publishedBy ?? t("the portal (first version)"),
        })}
      </Text>
      <Group gap="xs">
        <Badge color="green" variant="light" size="lg" tt="none">
          {t("Accepted by {{count}} candidate", {
            count: notice.accepted,
            defaultValue_other: "Accepted by {{count}} candidates",
          })}
        </Badge>
        <Badge color={notice.pending > 0 ? "yellow" : "gray"} variant="light" size="lg" tt="none">
          {t("{{count}} candidate will be asked on their next visit", {
            count: notice.pending,
            defaultValue_other: "{{count}} candidates will be asked on their next visit",
          })}
        </Badge>
      </Group>
      <form
        noValidate
        aria-label={t("Privacy notice")}
        onSubmit={form.onSubmit(() => {
          saveError.clear();
          setConfirming(true);
        })}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(
              "Say in plain words what is collected, why, who sees it, how long it is kept, how to withdraw consent or complain. A blank line starts a new paragraph.",
            )}
          </Text>
          {texts.map((text) => (
            <Textarea
              key={text.key}
              lang={text.key}
              label={text.label}
              description={text.description}
              autosize
              minRows={6}
              maxRows={18}
              maxLength={NOTICE_MAX}
              required={text.key === "en"}
              {...form.getInputProps(text.key)}
            />
          ))}
          <Fieldset legend={t("Grievance officer")}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label={t("Name")} required maxLength={120} {...form.getInputProps("name")} />
              <TextInput label={t("Email")} type="email" required {...form.getInputProps("email")} />
              <TextInput label={t("Phone (optional)")} type="tel" {...form.getInputProps("phone")} />
            </SimpleGrid>
          </Fieldset>
          <SaveError message={saveError.message} />
          <Group justify="flex-end">
            <Button type="submit" disabled={!form.isDirty()} leftSection={<IconSend size={16} aria-hidden />}>
              {t("Publish version {{version}}", { version: next })}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("Publish version {{version}}?", { version: next })}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <Text size="sm">
            {t(
              "Every candidate will be asked to read and accept it before going on. New registrations agree to it from now.",
            )}
          </Text>
          <FormButtons onCancel={() => setConfirming(false)} saving={publish.isPending} submitLabel={t("Publish")} />
        </form>
      </Modal>
    </Stack>
  );
}
