import { Alert, Button, Checkbox, Group, List, Modal, PasswordInput, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { ErasureRequestView } from "@phd/shared";
import { IconTrash } from "@tabler/icons-react";
import { type FormEvent, useId, useState } from "react";
import { FormButtons } from "../../../components/form-modal.tsx";
import { ListLoading } from "../../../components/lists/list-loading.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { useLogout } from "../../../components/shell/use-logout.ts";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { useCancelErasure, useMyErasure, useRequestErasure } from "../api.ts";
import { PrivacySection } from "./privacy-section.tsx";

/**
 * Withdrawing consent and erasure (DPDP Act ss. 6(4), 12; issue 28): as easy as agreeing was. The
 * request is carried out at once, or queued while a round the candidate applied in is still open;
 * an admitted candidate's record is kept as the university's.
 */
export function ErasureSection() {
  const { t } = useTranslation("candidate");
  const headingId = useId();
  const mine = useMyErasure();
  return (
    <PrivacySection headingId={headingId} title={t("Withdraw consent and erase my data")}>
      <QueryState
        query={mine}
        errorMessage={errorMessage(mine.error, t("Your erasure request could not be loaded."))}
        loading={<ListLoading>{t("Loading...")}</ListLoading>}
      >
        {(request) => <ErasureState request={request} />}
      </QueryState>
    </PrivacySection>
  );
}

function ErasureState({ request }: { request: ErasureRequestView | null }) {
  const { t } = useTranslation("candidate");
  const dates = useDates();
  const cancel = useCancelErasure();
  if (request?.state === "QUEUED")
    return (
      <Stack gap="sm">
        <Alert color="yellow" title={t("Your erasure request is queued")}>
          {t("Asked on {{when}}. It is carried out when the admission round you applied in is closed: {{rounds}}.", {
            when: dates.dateTime(request.requestedAt),
            rounds: request.waitingFor.join(", "),
          })}
        </Alert>
        {cancel.isError && (
          <Alert color="red" role="alert">
            {errorMessage(cancel.error, t("The request could not be cancelled. Please try again."))}
          </Alert>
        )}
        <Group>
          <Button variant="default" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t("Cancel the erasure request")}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="sm">
      {request?.state === "KEPT" && (
        <Alert color="blue" title={t("Your records are kept")}>
          {t(
            "You were admitted, so your records are kept as the university's student record. Write to the grievance officer for anything else.",
          )}
        </Alert>
      )}
      <Text size="sm">
        {t("You may withdraw your consent and have your personal data erased at any time. What happens when you ask:")}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>
          {t("Your documents are deleted and your name, e-mail, phone and Aadhaar number removed.")}
        </List.Item>
        <List.Item>{t("You are signed out and cannot sign in again with this account.")}</List.Item>
        <List.Item>
          {t("Your applications stay in the round's statistics under a pseudonym, with no personal details.")}
        </List.Item>
        <List.Item>
          {t(
            "While an admission round you applied in is open, the request waits until it is closed. If you are admitted, your records are kept as the university's.",
          )}
        </List.Item>
      </List>
      {request?.state !== "KEPT" && <RequestErasure />}
    </Stack>
  );
}

function RequestErasure() {
  const { t } = useTranslation("candidate");
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState("");
  const [withdraw, setWithdraw] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useRequestErasure();
  const logout = useLogout();
  const close = () => {
    setOpened(false);
    setPassword("");
    setRefusal(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setRefusal(null);
    send.mutate(
      { password, withdrawConsent: withdraw },
      {
        onSuccess: (res) => {
          notifications.show({
            color: res.data?.state === "DONE" ? "green" : "blue",
            message: res.message,
            autoClose: 10_000,
          });
          close();
          // Erased: the account is gone, and so is the session.
          if (res.data?.state === "DONE") logout();
        },
        onError: (err) =>
          setRefusal(
            err instanceof ApiError && err.fieldErrors?.password
              ? err.fieldErrors.password
              : errorMessage(err, t("The request could not be sent. Please try again.")),
          ),
      },
    );
  };
  return (
    <>
      <Group>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setOpened(true)}
        >
          {t("Erase my data")}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t("Erase my data?")}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t("This cannot be undone. Enter your password to confirm.")}</Text>
            <PasswordInput
              label={t("Password")}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={refusal}
              required
              autoComplete="current-password"
              data-autofocus
            />
            <Checkbox
              label={t("I also withdraw my consent to the processing of my personal data.")}
              checked={withdraw}
              onChange={(e) => setWithdraw(e.currentTarget.checked)}
            />
            <FormButtons onCancel={close} saving={send.isPending} submitLabel={t("Erase my data")} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
