import { expect, test } from "@playwright/test";
import { adminToken } from "./fixtures.ts";
import { expectAccessibleAtBothWidths } from "./support/axe.ts";
import { signIn } from "./support/staff.ts";

// Creating and editing a round that is not current changes nothing for the rest of the site: these
// run with the other files. Making a round current or closing one: global-state.spec.ts.

test("the admin creates an admission round with its window in IST, edits it, and a taken prefix is refused", async ({
  page,
  request,
}, testInfo) => {
  // Twelve axe passes (six states at two widths): longer than the default minute on two cores.
  test.setTimeout(150_000);
  // A retry finds the first attempt's round: names and prefixes are unique.
  const again = testInfo.retry ? ` (retry ${testInfo.retry})` : "";
  const name = `PhD Admissions 2027-28, Round 1${again}`;
  const prefix = `PHD27${testInfo.retry ? `R${testInfo.retry}` : ""}`;

  await signIn(page, await adminToken(request));
  await page.goto("/admin-home");
  await page.getByRole("navigation", { name: "Main menu" }).getByText("Admission Rounds").click();
  await expect(page).toHaveURL(/\/manage-rounds$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admission Rounds" })).toBeVisible();
  const table = page.getByRole("table", { name: "Admission rounds" });
  await expect(table.getByText("Current", { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "Admission Rounds");

  await page.getByRole("button", { name: "New Round" }).click();
  const form = page.getByRole("dialog", { name: "New Admission Round" });
  await form.getByRole("button", { name: "Create Round" }).click();
  await expect(form.getByText("Round name must be at least 3 characters")).toBeVisible();
  await form.getByLabel("Round name").fill(name);
  await form.getByLabel("Application ID Prefix").pressSequentially(prefix.toLowerCase());
  await expect(form.getByLabel("Application ID Prefix")).toHaveValue(prefix);
  await form.getByLabel("Opens at (Asia/Kolkata time)").fill("2027-06-01T09:00");
  await form.getByLabel("Closes at (Asia/Kolkata time)").fill("2027-07-15T17:30");
  await expectAccessibleAtBothWidths(page, "new admission round dialog");
  await form.getByRole("button", { name: "Create Round" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText("Admission round created.")).toBeVisible();

  const row = table.getByRole("row").filter({ hasText: name });
  await expect(row.getByText(prefix, { exact: true })).toBeVisible();
  await expect(row.getByText("Opens: Jun 1, 2027, 9:00 AM IST")).toBeVisible();
  await expect(row.getByText("Closes: Jul 15, 2027, 5:30 PM IST")).toBeVisible();
  await expect(row.getByText("Open", { exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "0", exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "Admission Rounds with a new round");

  // Another round with the same prefix: the server's words, in the dialog, which stays open.
  await page.getByRole("button", { name: "New Round" }).click();
  await form.getByLabel("Round name").fill(`PhD Admissions 2027-28, Round 2${again}`);
  await form.getByLabel("Application ID Prefix").fill(prefix);
  await form.getByRole("button", { name: "Create Round" }).click();
  await expect(
    form.getByText(`Another admission round already uses the prefix ${prefix}. Choose another.`),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, "new admission round refused");
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toBeHidden();

  // Edit: a later closing time.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Admission Round" });
  await expect(edit.getByLabel("Opens at (Asia/Kolkata time)")).toHaveValue("2027-06-01T09:00");
  await edit.getByLabel("Closes at (Asia/Kolkata time)").fill("2027-07-31T17:30");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText("Admission round updated.")).toBeVisible();
  await expect(row.getByText("Closes: Jul 31, 2027, 5:30 PM IST")).toBeVisible();
});
