import { notifications } from "@mantine/notifications";
import { type CandidateOffer, offerLetterFileName } from "@phd/shared";
import { useMutation } from "@tanstack/react-query";
import { useChangeMutation } from "../../components/selection/change-mutation.ts";
import { api, errorMessage, saveBlob } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";

/** The shared `candidateOfferResponse`: the server's words and the offer after the change. */
export type CandidateOfferResponse = { success: true; message: string; data: CandidateOffer };

/** The candidate's application queries (list and each application): they carry the offer. */
const APPLICATION_QUERIES = ["applications"] as const;

/** The offer endpoints of the candidate (issue 26). */
export const offerPaths = {
  accept: (offerId: string) => `/api/offers/${offerId}/accept`,
  decline: (offerId: string) => `/api/offers/${offerId}/decline`,
  withdraw: (offerId: string) => `/api/offers/${offerId}/withdraw`,
  letter: (offerId: string) => `/api/offers/${offerId}/letter`,
  admissionFee: (offerId: string) => `/api/offers/${offerId}/admission-fee`,
};

/**
 * One change to the candidate's offer: the server's words in a toast either way (`done` and
 * `failed` when it has none), and the candidate's applications reload, also after a refusal (an
 * offer already answered or lapsed is out of date on screen). Resolves with the offer as it now stands.
 */
function useOfferChange<V>(send: (vars: V) => Promise<CandidateOfferResponse>, done: string, failed: string) {
  const { t } = useTranslation("candidate");
  return useChangeMutation({
    send,
    done,
    reload: [APPLICATION_QUERIES],
    refused: { title: t("Error"), message: failed },
  });
}

/** POST /api/offers/{id}/accept with the ticked declaration. */
export function useAcceptOffer(offerId: string) {
  const { t } = useTranslation("candidate");
  return useOfferChange(
    () => api.post<CandidateOfferResponse>(offerPaths.accept(offerId), { declaration: true }),
    t("Offer accepted."),
    t("Failed to accept the offer"),
  );
}

/** POST /api/offers/{id}/decline: once, the seat goes to the waitlist. */
export function useDeclineOffer(offerId: string) {
  const { t } = useTranslation("candidate");
  return useOfferChange(
    () => api.post<CandidateOfferResponse>(offerPaths.decline(offerId)),
    t("Offer declined."),
    t("Failed to decline the offer"),
  );
}

/** POST /api/offers/{id}/withdraw: gives up an accepted seat. */
export function useWithdrawAcceptance(offerId: string) {
  const { t } = useTranslation("candidate");
  return useOfferChange(
    () => api.post<CandidateOfferResponse>(offerPaths.withdraw(offerId)),
    t("Acceptance withdrawn."),
    t("Failed to withdraw the acceptance"),
  );
}

/** POST /api/offers/{id}/admission-fee (multipart: the payment's fields and the `receipt` file). */
export function useSendAdmissionFee(offerId: string) {
  const { t } = useTranslation("candidate");
  return useOfferChange(
    (form: FormData) => api.upload<CandidateOfferResponse>("POST", offerPaths.admissionFee(offerId), form),
    t("Admission fee payment sent for verification."),
    t("Failed to send the admission fee payment"),
  );
}

/** GET /api/offers/{id}/letter, saved as Offer_Letter_{applicationId}.pdf; a toast either way. */
export function useDownloadOfferLetter() {
  const { t } = useTranslation("candidate");
  return useMutation({
    mutationFn: async ({ offer, applicationId }: { offer: CandidateOffer; applicationId: string }) => {
      saveBlob(await api.blob(offerPaths.letter(offer.id)), offerLetterFileName(applicationId));
    },
    onSuccess: () => notifications.show({ color: "green", message: t("Offer letter downloaded.") }),
    onError: (err) =>
      notifications.show({
        color: "red",
        title: t("Error"),
        message: errorMessage(err, t("Failed to download the offer letter")),
      }),
  });
}
