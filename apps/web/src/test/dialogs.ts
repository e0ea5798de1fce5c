// The steps of the app's shared dialogs, as a user takes them.
import { fireEvent, screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import { retype } from "./render.tsx";

/**
 * The dialog of a change of remarks, named `title`: it starts from the remarks `from`, will not save
 * them blank, and saves `to`.
 */
export async function changeRemarks(user: UserEvent, title: string, from: string, to: string) {
  const dialog = within(await screen.findByRole("dialog", { name: title }));
  const remarks = dialog.getByRole("textbox", { name: /Remarks/ });
  expect(remarks).toHaveValue(from);
  await user.clear(remarks);
  const save = dialog.getByRole("button", { name: "Save Remarks" });
  expect(save).toBeDisabled();
  await user.type(remarks, to);
  await user.click(save);
}

/**
 * The dialog of a modification request, named `title`: Request Modification stays disabled while the
 * remarks are blank, and a blank attempt (Ctrl+Enter, or submitting the form) says why; then it sends
 * `remarks`.
 */
export async function requestModification(user: UserEvent, title: string, remarks: string) {
  const dialog = within(await screen.findByRole("dialog", { name: title }));
  const submit = dialog.getByRole("button", { name: "Request Modification" });
  const field = dialog.getByRole("textbox", { name: /Remarks/ });
  expect(submit).toBeDisabled();
  await user.type(field, "   ");
  expect(submit).toBeDisabled();
  fireEvent.submit(dialog.getByRole("form"));
  expect(dialog.getByRole("alert")).toHaveTextContent("Please provide remarks.");
  await retype(user, field, remarks);
  expect(submit).toBeEnabled();
  await user.click(submit);
}
