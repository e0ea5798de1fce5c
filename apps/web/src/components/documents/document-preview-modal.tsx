import { Alert, Anchor, Box, Center, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { documentTypeLabel, formatFileSize } from "@phd/shared";
import { IconAlertCircle, IconDownload } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { ApiError, api, documentFileUrl } from "../../lib/api-client.ts";
import { useLabel, useTranslation } from "../../lib/i18n.ts";
import { VerificationBadge } from "./verification-badge.tsx";

/** The fields the preview needs; a profile or an application document both have them. */
export interface PreviewableDocument {
  _id: string;
  originalFileName: string;
  documentType: string;
  mimeType?: string | null;
  fileSize: number;
  status?: string | null;
  verification?: { status?: string | null } | null;
}

export interface DocumentPreviewModalProps {
  document: PreviewableDocument | null;
  opened: boolean;
  onClose: () => void;
  /** Label of the document type; defaults to the shared `documentTypeLabel` of `documentType`. */
  typeLabel?: string;
}

type Loaded =
  | { state: "loading" }
  /** The server's message, or null for the screen's own fallback (shown in the language of the moment). */
  | { state: "error"; message: string | null }
  | { state: "ready"; url: string; type: string };

/**
 * Shows a stored document (spec 000 §2): an image as an image, a PDF in a frame, anything else
 * as a download link. The file is fetched with the bearer token; its object URL is revoked on close.
 */
export function DocumentPreviewModal({ document, opened, onClose, typeLabel }: DocumentPreviewModalProps) {
  const { t } = useTranslation();
  const vocabulary = useLabel();
  const isPhone = useMediaQuery("(max-width: 48em)");
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const id = opened ? document?._id : undefined;

  useEffect(() => {
    if (!id) return;
    let url: string | null = null;
    let cancelled = false;
    setLoaded({ state: "loading" });
    api
      .blob(documentFileUrl(id))
      .then((blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setLoaded({ state: "ready", url, type: blob.type || "" });
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        setLoaded({
          state: "error",
          message: err instanceof ApiError && err.message ? err.message : null,
        });
      });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);

  const label = document ? (typeLabel ?? vocabulary(documentTypeLabel(document.documentType))) : t("Document");
  const status = document?.verification?.status ?? document?.status;
  const type = loaded.state === "ready" ? loaded.type || document?.mimeType || "" : (document?.mimeType ?? "");

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("Preview: {{name}}", { name: label })}
      size="xl"
      fullScreen={isPhone}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      {document && (
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap" justify="space-between">
            <Text size="sm" fw={500} style={{ overflowWrap: "anywhere", minWidth: 0 }}>
              {document.originalFileName}
            </Text>
            <VerificationBadge status={status} />
          </Group>
          <Group gap="lg" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t("Type:")}{" "}
              <Text span c="var(--mantine-color-text)" size="sm">
                {label}
              </Text>
            </Text>
            <Text size="sm" c="dimmed">
              {t("Size:")}{" "}
              <Text span c="var(--mantine-color-text)" size="sm">
                {formatFileSize(document.fileSize, t)}
              </Text>
            </Text>
          </Group>
          <Box
            bg="var(--mantine-color-gray-0)"
            style={{ borderRadius: "var(--mantine-radius-md)", border: "1px solid var(--mantine-color-gray-3)" }}
          >
            {loaded.state === "loading" && (
              <Center mih={240} role="status" aria-label={t("Loading document")}>
                <Loader />
              </Center>
            )}
            {loaded.state === "error" && (
              <Alert color="red" icon={<IconAlertCircle />} m="sm" title={t("Preview failed")}>
                {loaded.message ?? t("Failed to load document")}
              </Alert>
            )}
            {loaded.state === "ready" && type.startsWith("image/") && (
              <Center p="sm">
                <img
                  src={loaded.url}
                  alt={`${label}: ${document.originalFileName}`}
                  style={{ maxWidth: "100%", maxHeight: "70vh", objectFit: "contain", display: "block" }}
                />
              </Center>
            )}
            {loaded.state === "ready" && type === "application/pdf" && (
              <iframe
                src={loaded.url}
                title={`${label}: ${document.originalFileName}`}
                style={{ width: "100%", height: isPhone ? "75vh" : "70vh", border: 0, display: "block" }}
              />
            )}
            {loaded.state === "ready" && !type.startsWith("image/") && type !== "application/pdf" && (
              <Stack align="center" p="lg" gap="xs">
                <Text size="sm">{t("Preview not available for this file type")}</Text>
                <Anchor href={loaded.url} download={document.originalFileName} size="sm">
                  <Group gap={4} component="span">
                    <IconDownload size={16} aria-hidden />
                    {t("Download")}
                  </Group>
                </Anchor>
              </Stack>
            )}
          </Box>
        </Stack>
      )}
    </Modal>
  );
}
