import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../lib/api-client.ts";

// The selection features' changes (slots, marks, scores, merit, shortlist decisions, offer answers)
// end alike: a green toast with the server's words, then the lists they changed reload.

export interface ChangeMutationOptions<V, R> {
  send: (vars: V) => Promise<R>;
  /** The green toast's words when the server's answer has none. */
  done: string;
  /** The queries the change may have changed: reloaded once it settles, also after a refusal (what is on screen may be out of date). */
  reload: readonly (readonly unknown[])[];
  /** Reload after a success only, without waiting for it (a round's settings: the form keeps a refused value). */
  reloadWhenSaved?: boolean;
  /** A refusal is a red toast titled `title` with the server's words, else `message`; without it the screen shows the refusal. */
  refused?: { title: string; message: string };
}

export function useChangeMutation<V, R extends { message?: string } | undefined>({
  send,
  done,
  reload,
  reloadWhenSaved = false,
  refused,
}: ChangeMutationOptions<V, R>) {
  const qc = useQueryClient();
  const reloadAll = () => Promise.all(reload.map((queryKey) => qc.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: send,
    onSuccess: (res) => {
      notifications.show({ color: "green", message: res?.message || done });
      if (reloadWhenSaved) void reloadAll();
    },
    onError: refused
      ? (err) => notifications.show({ color: "red", title: refused.title, message: errorMessage(err, refused.message) })
      : undefined,
    onSettled: reloadWhenSaved ? undefined : reloadAll,
  });
}
