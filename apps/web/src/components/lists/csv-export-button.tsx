import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconFileDownload } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { api, errorMessage, saveBlob } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";

export interface CsvExportMessages {
  /** The file name when the server gives none ("audit-log.csv"). */
  fallbackName: string;
  success: string;
  failure: string;
}

/** GET a CSV export with the bearer token (`mutate(path)`), saved as the server names it, with a notice either way. */
export function useCsvExport({ fallbackName, success, failure }: CsvExportMessages) {
  return useMutation({
    mutationFn: async (path: string) => {
      const { data, fileName } = await api.attachment(path);
      saveBlob(data, fileName ?? fallbackName);
    },
    onSuccess: () => notifications.show({ color: "green", message: success }),
    onError: (err) => notifications.show({ color: "red", message: errorMessage(err, failure) }),
  });
}

/** "Export CSV" for a list: downloads `path` (the list's filters, no paging). */
export function CsvExportButton({ path, ...messages }: CsvExportMessages & { path: string }) {
  const { t } = useTranslation();
  const exportCsv = useCsvExport(messages);
  return (
    <Button
      variant="default"
      leftSection={<IconFileDownload size={16} aria-hidden />}
      loading={exportCsv.isPending}
      onClick={() => exportCsv.mutate(path)}
    >
      {t("Export CSV")}
    </Button>
  );
}
