import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { api, errorMessage, saveBlob } from "../../lib/api-client.ts";

export interface DownloadOptions<V> {
  /** Where the file is served, with the bearer token; undefined: nothing to download. */
  url: (vars: V) => string | undefined;
  /** The name it is saved under when the server gives none. */
  fileName: (vars: V) => string;
  /** The green toast once saved, if any. */
  done?: string;
  /** A refusal is a red toast titled `title` with the server's words, else `message`. */
  refused: { title: string; message: string };
}

/** A file of the selection features (call letter, merit export, offer letter, receipt) saved as the server names it. */
export function useDownload<V>({ url, fileName, done, refused }: DownloadOptions<V>) {
  return useMutation({
    mutationFn: async (vars: V) => {
      const path = url(vars);
      if (!path) return;
      const { data, fileName: named } = await api.attachment(path);
      saveBlob(data, named ?? fileName(vars));
    },
    onSuccess: done ? () => notifications.show({ color: "green", message: done }) : undefined,
    onError: (err) =>
      notifications.show({ color: "red", title: refused.title, message: errorMessage(err, refused.message) }),
  });
}
