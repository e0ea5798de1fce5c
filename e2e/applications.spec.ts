import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { registeredCandidate } from "./fixtures.ts";
import { expectAccessible, expectAccessibleAtBothWidths, expectAccessibleWhileOpen } from "./support/axe.ts";
import { pdfFile } from "./support/files.ts";
import { completeProfileViaApi } from "./support/profile-api.ts";
import { signIn } from "./support/staff.ts";

async function chooseDepartment(page: Page, name: string) {
  await page.getByRole("combobox", { name: "Department" }).click();
  await page.getByRole("option", { name: new RegExp(`^${name}`) }).click();
}

/** Mantine's FileInput is a button over a hidden input: choose the file as a person would. */
async function chooseFile(page: Page, label: string, file: ReturnType<typeof pdfFile>) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: label }).click();
  await (await chooser).setFiles(file);
}

async function fillFee(page: Page) {
  await page.getByRole("textbox", { name: "UTR/DU Number" }).fill("UTR55667788");
  await page.getByRole("textbox", { name: "Amount (₹)" }).fill("1500");
  await page.getByLabel("Transaction Date & Time").fill("2026-11-01T10:30");
  await page.getByRole("textbox", { name: "Bank Name" }).fill("State Bank of India");
}

test("a candidate applies through the wizard, finds the application, opens it, downloads the PDF and withdraws it", async ({
  page,
  request,
}) => {
  // Many screens, each checked by axe at two widths: ~40 s alone, over a minute beside another test.
  test.setTimeout(150_000);
  const c = await registeredCandidate(request, "apply");
  await completeProfileViaApi(request, c.token);
  await signIn(page, c.token);

  await page.goto("/apply-to-department");
  await expect(page.getByText("Admissions Open")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "apply wizard, step 1 (department)");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please select a department")).toBeVisible();
  await chooseDepartment(page, "Computer Engineering");
  await page.getByRole("button", { name: "Next" }).click();

  // Not employed: Working Professional is not selectable, and says why.
  const wp = page.getByRole("radio", { name: /Working Professional/ });
  await expect(wp).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByText(/must be employed/)).toBeVisible();
  await expectAccessibleAtBothWidths(page, "apply wizard, step 2 (type)");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please select an application type")).toBeVisible();
  await page.getByRole("radio", { name: /Regular Candidate/ }).click();
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByRole("button", { name: "Next" }).click();
  await expect(
    page.getByText("Required documents missing: Statement of Purpose (SOP), Application Fee Receipt"),
  ).toBeVisible();
  await expectAccessibleAtBothWidths(page, "apply wizard, step 3 (documents)");
  await chooseFile(page, "Statement of Purpose (SOP)", pdfFile("sop.pdf", "My research statement"));
  await chooseFile(page, "Application Fee Receipt", pdfFile("receipt.pdf", "Paid 1500"));
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    page.getByText(/Required fee details missing: UTR\/DU Number, Amount, Transaction Date & Time, Bank Name/),
  ).toBeVisible();
  await fillFee(page);
  await expect(page.getByText("Computer Engineering").last()).toBeVisible();
  await expectAccessibleAtBothWidths(page, "apply wizard, step 4 (fee details)");
  await page.getByRole("button", { name: "Submit Application" }).click();
  const success = page.getByText(/Application created successfully! Application ID: PHD\d{3,}/);
  await expect(success).toBeVisible();
  const applicationId = /PHD\d{3,}/.exec((await success.textContent()) ?? "")?.[0];
  if (!applicationId) throw new Error("no application ID in the success message");
  await expect(page).toHaveURL(/\/applications$/, { timeout: 8_000 });

  const row = page.getByRole("row", { name: new RegExp(applicationId) });
  await expect(row).toContainText("Computer Engineering");
  await expect(row).toContainText("Regular Candidate");
  await expect(row).toContainText("Under Review");
  await expectAccessibleAtBothWidths(page, "My Applications");

  // Download the PDF.
  await row.getByRole("button", { name: `View options for ${applicationId}` }).click();
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Application" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`Application_${applicationId}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  await expect(page.getByText("Application downloaded successfully!")).toBeVisible();

  // Open it.
  await page.getByRole("button", { name: "View Application" }).click();
  await expect(page).toHaveURL(/\/view-candidate-application\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: `Application ${applicationId}` })).toBeVisible();
  await expect(page.getByText("UTR55667788")).toBeVisible();
  await expect(page.getByText("₹1,500")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "application page");
  await expectAccessibleWhileOpen(page, "SOP preview", async () => {
    await page.getByRole("button", { name: "Preview Statement of Purpose" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator("iframe")).toBeVisible();
    return dialog;
  });

  // Apply again: the same department and type is blocked, the paid receipt is offered for reuse.
  await page.goto("/apply-to-department");
  await chooseDepartment(page, "Computer Engineering");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("radio", { name: /Regular Candidate/ })).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByText("You have already applied to Computer Engineering as a Regular Candidate")).toBeVisible();

  // Withdraw it.
  await page.goto("/applications");
  await expectAccessibleWhileOpen(page, "application options", async () => {
    await page.getByRole("button", { name: `View options for ${applicationId}` }).click();
    return page.getByRole("dialog");
  });
  await page.getByRole("button", { name: `View options for ${applicationId}` }).click();
  await page.getByRole("button", { name: "Withdraw Application" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Withdrawal" });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, "confirm withdrawal dialog");
  await confirm.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("No applications yet")).toBeVisible();
});

test("a second application reuses the fee receipt already paid", async ({ page, request }) => {
  const c = await registeredCandidate(request, "reuse");
  await completeProfileViaApi(request, c.token);
  await signIn(page, c.token);
  const first = await request.post("/api/application/", {
    headers: { Authorization: `Bearer ${c.token}` },
    multipart: {
      department: "Physics",
      applicationType: "REGULAR",
      utrDuNumber: "UTR99887766",
      amount: "1500",
      transactionTime: "2026-11-01T10:30:00Z",
      bankName: "Bank of Maharashtra",
      SOP_PHYSICS_REGULAR: pdfFile("sop-physics.pdf"),
      FEE_RECEIPT_PHYSICS_REGULAR: pdfFile("receipt-physics.pdf"),
    },
  });
  expect(first.status()).toBe(201);

  await page.goto("/apply-to-department");
  await chooseDepartment(page, "Mathematics");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("radio", { name: /Regular Candidate/ }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Already paid?")).toBeVisible();
  await expect(page.getByLabel("Use receipt-physics.pdf", { exact: false })).toBeChecked();
  await chooseFile(page, "Statement of Purpose (SOP)", pdfFile("sop-maths.pdf"));
  await page.getByRole("button", { name: "Next" }).click();
  await fillFee(page);
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL(/\/applications$/, { timeout: 8_000 });
  await expect(page.getByRole("row", { name: /Mathematics/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Physics/ })).toBeVisible();
});
