import type { ReactNode } from "react";
import { ListEmpty } from "../lists/list-empty.tsx";

/**
 * The selection screens' empty list: the `ListEmpty` card with why it is empty (`children`, its
 * dimmed hint) under its title, then what to do about it (`action`: a button or a link), if anything.
 */
export function EmptyNotice({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <ListEmpty title={title} hint={children}>
      {action}
    </ListEmpty>
  );
}
