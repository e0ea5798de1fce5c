import { Alert, Button, Checkbox, Container, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type PublicUser, REFUSAL_CODES } from "@phd/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ListLoading } from "../../components/lists/list-loading.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { ApiError, api, errorMessage } from "../../lib/api-client.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useMyErasure, usePrivacyNotice } from "./api.ts";
import { ErasureSection } from "./components/erasure-section.tsx";
import { PrivacyNoticeText } from "./privacy-notice-text.tsx";

/**
 * The admin published a newer privacy notice: a signed-in candidate reads it and agrees before the
 * portal goes on (the server refuses their other requests with CONSENT_REQUIRED until then).
 */
export function ConsentGate() {
  const { t } = useTranslation("candidate");
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  const notice = usePrivacyNotice();
  const erasure = useMyErasure();
  const [agreed, setAgreed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const agree = useMutation({
    mutationFn: (noticeVersion: number) =>
      api.post<{ message: string; data: PublicUser }>("/api/candidate/consent", { noticeVersion }),
    onSuccess: (res) => {
      notifications.show({ color: "green", message: res.message });
      updateUser(res.data);
      // What was refused while the notice waited is asked again.
      void queryClient.invalidateQueries();
    },
    onError: (err) => {
      // Yet another version came out while this one was read: show it, and ask again.
      if (err instanceof ApiError && err.data?.code === REFUSAL_CODES.noticeChanged) {
        setAgreed(false);
        void notice.refetch();
      }
      setRefusal(errorMessage(err, t("Your agreement could not be recorded. Please try again.")));
    },
  });

  // Consent withdrawn with an erasure that waits for a round: the same agreement takes it back.
  const withdrawn = erasure.data?.state === "QUEUED" && erasure.data.source === "WITHDRAWAL";
  return (
    <Container size="md" py="md" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {withdrawn ? t("You withdrew your consent") : t("The privacy notice has changed")}
        </Title>
        <Text>
          {withdrawn
            ? t(
                "The portal no longer uses your data and erases it when the admission round you applied in is closed. If you change your mind, agree to the privacy notice again: this cancels the erasure.",
              )
            : t(
                "Please read the new version and agree to it before you go on. It says what the portal keeps about you, why, and for how long.",
              )}
        </Text>
        <QueryState
          query={notice}
          keepData
          errorMessage={errorMessage(notice.error, t("The privacy notice could not be loaded."))}
          loading={<ListLoading>{t("Loading the privacy notice...")}</ListLoading>}
        >
          {(loaded) => (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                setRefusal(null);
                if (agreed) agree.mutate(loaded.version);
              }}
              noValidate
            >
              <Stack gap="md">
                <PrivacyNoticeText notice={loaded} height={360} />
                <Checkbox
                  label={t("I have read the updated privacy notice and agree to it.")}
                  checked={agreed}
                  onChange={(e) => setAgreed(e.currentTarget.checked)}
                />
                {refusal && (
                  <Alert color="red" role="alert">
                    {refusal}
                  </Alert>
                )}
                <Button type="submit" disabled={!agreed} loading={agree.isPending} style={{ alignSelf: "flex-start" }}>
                  {t("Agree and continue")}
                </Button>
              </Stack>
            </form>
          )}
        </QueryState>
        {/* Not agreeing is a choice too: withdrawing consent leads into erasure (DPDP Act s. 6(4)). */}
        <ErasureSection />
      </Stack>
    </Container>
  );
}
