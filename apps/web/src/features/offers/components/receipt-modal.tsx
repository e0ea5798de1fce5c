import { Alert, Anchor, Center, Loader, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, errorMessage } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { type AdmissionFeeRow, offerKeys, useOfferMessages } from "../api.ts";
import { offerPaths } from "../list-params.ts";

/** An object URL for a blob while it is shown, revoked when it changes or goes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * The admission fee's receipt (GET /api/admission-fees/{offerId}/receipt with the bearer token): an
 * image as an image, a PDF in a frame, anything else as a download link. Not kept once closed.
 */
export function ReceiptModal({ row, onClose }: { row: AdmissionFeeRow | null; onClose: () => void }) {
  const { t } = useTranslation("offers");
  const messages = useOfferMessages();
  const isPhone = useMediaQuery("(max-width: 48em)");
  const offerId = row?.id;
  const file = useQuery({
    queryKey: [...offerKeys.all, "receipt", offerId ?? ""],
    queryFn: () => api.blob(offerPaths.receipt(offerId ?? "")),
    enabled: offerId !== undefined,
    gcTime: 0,
  });
  const url = useObjectUrl(offerId ? file.data : undefined);
  const receipt = row?.admissionFee.receipt;
  const name = receipt?.originalFileName ?? "receipt";
  const type = file.data?.type || receipt?.mimeType || "";
  const title = row
    ? t("Admission fee receipt of {{applicationId}}", { applicationId: row.applicationId })
    : t("Admission fee receipt");

  let content = null;
  if (file.isError)
    content = (
      <Alert color="red" title={t("Preview failed")}>
        {errorMessage(file.error, messages.receiptFailed)}
      </Alert>
    );
  else if (!url)
    content = (
      <Center mih={240} role="status" aria-label={t("Loading the receipt")}>
        <Loader />
      </Center>
    );
  else if (type.startsWith("image/"))
    content = (
      <Center>
        <img src={url} alt={title} style={{ maxWidth: "100%", maxHeight: "70vh", objectFit: "contain" }} />
      </Center>
    );
  else if (type === "application/pdf")
    content = <iframe src={url} title={title} style={{ width: "100%", height: "70vh", border: 0, display: "block" }} />;
  else
    content = (
      <Stack align="center" gap="xs" p="lg">
        <Text size="sm">{t("Preview not available for this file type.")}</Text>
        <Anchor href={url} download={name} size="sm">
          {t("Download {{name}}", { name })}
        </Anchor>
      </Stack>
    );

  return (
    <Modal opened={row !== null} onClose={onClose} title={title} size="xl" fullScreen={isPhone} centered>
      <Stack gap="sm">
        <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
          {name}
        </Text>
        {content}
      </Stack>
    </Modal>
  );
}
