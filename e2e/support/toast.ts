import { expect, type Page } from "@playwright/test";

/**
 * A toast (a notification: role alert) with these words is shown; then the test dismisses it with
 * its Close button, as a person would, rather than wait out its five seconds. Gone, it cannot
 * cover what the next step clicks or be read by axe as it leaves.
 */
export async function toastSays(page: Page, message: string | RegExp) {
  const toast = page
    .getByRole("alert")
    .filter({ has: page.getByText(message, { exact: typeof message === "string" }) })
    .last();
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Close" }).click();
  await expect(toast).toBeHidden();
}
