import { Button, Checkbox, Flex, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { acceptOfferBody, type CandidateOffer } from "@phd/shared";
import { type FormEvent, type ReactNode, useRef, useState } from "react";
import { FormButtons } from "../../../components/form-modal.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useAcceptOffer, useDeclineOffer, useWithdrawAcceptance } from "../api.ts";

/** The shared schema's words for an unticked declaration (the server says the same), shown as they are. */
const TICK_FIRST = acceptOfferBody.shape.declaration.safeParse(false).error?.issues[0]?.message ?? "";

type Changed = (offer: CandidateOffer) => void;

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a step that cannot be undone: the safe choice has the focus, the step is red. */
function ConfirmModal({
  opened,
  title,
  children,
  keepLabel,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={pending ? () => {} : onClose} title={title} centered>
      <Stack>
        <Text size="sm">{children}</Text>
        {/* On a phone the two do not fit one row: stacked full width, the step first. */}
        <Flex direction={{ base: "column-reverse", xs: "row" }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {keepLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Flex>
      </Stack>
    </Modal>
  );
}

/** The declaration to tick, then Confirm: only a ticked declaration is sent. */
function AcceptModal({
  offer,
  opened,
  onClose,
  onChanged,
}: {
  offer: CandidateOffer;
  opened: boolean;
  onClose: () => void;
  onChanged: Changed;
}) {
  const { t } = useTranslation("candidate");
  const accept = useAcceptOffer(offer.id);
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tick = useRef<HTMLInputElement>(null);
  const reset = () => {
    setTicked(false);
    setError(null);
    onClose();
  };
  const close = () => {
    if (!accept.isPending) reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (accept.isPending) return;
    if (!ticked) {
      setError(TICK_FIRST);
      // Its error is its description: read out with it.
      tick.current?.focus();
      return;
    }
    accept.mutate(undefined, {
      onSuccess: (res) => {
        reset();
        if (res?.data) onChanged(res.data);
      },
    });
  };
  return (
    <Modal opened={opened} onClose={close} title={t("Accept the offer")} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t("Read the declaration. By accepting, you take the seat offered to you.")}</Text>
          <Paper withBorder p="sm" bg="gray.0">
            <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "break-word" }} data-testid="declaration">
              {offer.declaration}
            </Text>
          </Paper>
          <Checkbox
            label={t("I have read and accept the declaration")}
            checked={ticked}
            onChange={(e) => {
              setTicked(e.currentTarget.checked);
              setError(null);
            }}
            error={error}
            ref={tick}
          />
          <FormButtons onCancel={close} saving={accept.isPending} submitLabel={t("Confirm acceptance")} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Accept (with the declaration) or decline (asked once more): while the offer may be answered. */
export function OfferAnswer({ offer, onChanged }: { offer: CandidateOffer; onChanged: Changed }) {
  const { t } = useTranslation("candidate");
  const decline = useDeclineOffer(offer.id);
  const [dialog, setDialog] = useState<"accept" | "decline" | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Group gap="sm">
        <Button onClick={() => setDialog("accept")}>{t("Accept the offer")}</Button>
        <Button variant="outline" color="red" onClick={() => setDialog("decline")}>
          {t("Decline the offer")}
        </Button>
      </Group>
      <AcceptModal offer={offer} opened={dialog === "accept"} onClose={close} onChanged={onChanged} />
      <ConfirmModal
        opened={dialog === "decline"}
        title={t("Decline the offer?")}
        keepLabel={t("Keep the offer")}
        confirmLabel={t("Decline the offer")}
        pending={decline.isPending}
        onClose={close}
        onConfirm={() =>
          decline.mutate(undefined, {
            onSuccess: (res) => {
              close();
              if (res?.data) onChanged(res.data);
            },
          })
        }
      >
        {t(
          "Declining cannot be undone: you cannot accept this offer later, and the seat goes to the next candidate on the waitlist.",
        )}
      </ConfirmModal>
    </>
  );
}

/** Gives up an accepted seat (until the admission fee is verified), asked once more. */
export function WithdrawAcceptance({ offer, onChanged }: { offer: CandidateOffer; onChanged: Changed }) {
  const { t } = useTranslation("candidate");
  const withdraw = useWithdrawAcceptance(offer.id);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Stack gap={4} align="flex-start">
        <Button variant="outline" color="red" onClick={() => setOpened(true)}>
          {t("Withdraw acceptance")}
        </Button>
        <Text size="xs" c="dimmed">
          {t("Possible until your admission fee is verified.")}
        </Text>
      </Stack>
      <ConfirmModal
        opened={opened}
        title={t("Withdraw your acceptance?")}
        keepLabel={t("Keep my seat")}
        confirmLabel={t("Withdraw acceptance")}
        pending={withdraw.isPending}
        onClose={() => setOpened(false)}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: (res) => {
              setOpened(false);
              if (res?.data) onChanged(res.data);
            },
          })
        }
      >
        {t("Withdrawing cannot be undone: you give up the seat, and it goes to the next candidate on the waitlist.")}
      </ConfirmModal>
    </>
  );
}
