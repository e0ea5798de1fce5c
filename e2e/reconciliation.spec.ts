import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectAccessibleAtBothWidths, expectAccessibleWhileOpen } from "./support/axe.ts";
import { accountOfficer, applicant, signIn, uid } from "./support/staff.ts";
import { toastSays } from "./support/toast.ts";

const csv = (name: string, rows: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(["Account 0011223344,,,,", "Txn Date,UTR No,Narration,Amount,Cr/Dr", ...rows].join("\r\n")),
});

test("the account section imports the bank's statement and verifies the exact match at once", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const officer = await accountOfficer(request, "Anita Desai");
  const utr = `UTR${uid()}`.toUpperCase();
  const short = `UTR${uid()}`.toUpperCase();
  const candidate = await applicant(request, { utrDuNumber: utr }, "recon");
  const underpaid = await applicant(request, { utrDuNumber: short }, "recon2");

  await signIn(page, officer);
  await page.goto("/account-section-home");
  await page.getByRole("link", { name: "Fee Reconciliation" }).first().click();
  await expect(page.getByRole("heading", { name: "Fee Reconciliation", level: 1 })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "fee reconciliation, before an import");

  // The bank, the columns, and a file with a debit row: the dry run names its line, nothing is imported.
  await page.getByRole("combobox", { name: "Bank" }).fill("State Bank of India");
  await page.getByRole("textbox", { name: "Transaction reference (UTR)" }).fill("UTR No");
  await page.getByRole("textbox", { name: "Date", exact: true }).fill("Txn Date");
  await page.getByRole("textbox", { name: "Amount", exact: true }).fill("Amount");
  await page.getByRole("textbox", { name: "Credit/debit (CR/DR)" }).fill("Cr/Dr");
  const file = page.locator('input[type="file"]');
  await file.setInputFiles(csv("faulty.csv", [`01/11/2026,${utr},NEFT,1500,CR`, "01/11/2026,UTR000111222,ATM,200,DR"]));
  await page.getByRole("button", { name: "Check the file" }).click();
  const problems = page.getByRole("table", { name: "Problems in the statement" });
  await expect(problems.getByRole("row").nth(1)).toContainText("4");
  await expect(problems).toContainText("The row is a debit");
  await expect(page.getByRole("button", { name: "Import", exact: true })).toBeDisabled();
  await expectAccessibleAtBothWidths(page, "fee reconciliation, a statement with a problem");

  // The clean statement: checked, then imported; the round is matched at once.
  await file.setInputFiles(
    csv("statement.csv", [`01/11/2026,${utr},NEFT,"1,500.00",CR`, `01/11/2026,${short},NEFT,1000,CR`]),
  );
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("The statement is ready: 2 credits, no problems.")).toBeVisible();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("Statement imported: 2 new credits.")).toBeVisible();

  const results = page.getByRole("table", { name: "Fees and their results" });
  const matchedRow = results.getByRole("row").filter({ hasText: candidate.applicationId });
  await expect(matchedRow).toContainText("Matched");
  const shortRow = results.getByRole("row").filter({ hasText: underpaid.applicationId });
  await expect(shortRow).toContainText("Amount differs");
  await expectAccessibleAtBothWidths(page, "fee reconciliation, matched");

  // The records still waiting with a payment not matched, as a report of the list.
  const report = page.waitForEvent("download");
  await page.getByRole("button", { name: "Unmatched fee records as CSV" }).click();
  const saved = await report;
  expect(saved.suggestedFilename()).toMatch(/^unmatched-fees-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = await readFile(await saved.path(), "utf8");
  expect(rows).toContain(`${underpaid.applicationId},`);
  expect(rows).toContain("Amount paid ₹1,000.00 is less than the fee ₹1,500.00.");
  expect(rows).not.toContain(`${candidate.applicationId},`);

  // The modification request starts from the remark the portal proposes.
  await expectAccessibleWhileOpen(page, "fee reconciliation, proposed remark", async () => {
    await shortRow.getByRole("button", { name: `Request modification: ${underpaid.applicationId}` }).click();
    const dialog = page.getByRole("dialog", { name: "Request Fee Modification" });
    await expect(dialog.getByRole("textbox", { name: "Remarks" })).toHaveValue(
      "Amount paid ₹1,000.00 is less than the fee ₹1,500.00.",
    );
    return dialog;
  });
  await shortRow.getByRole("button", { name: `Request modification: ${underpaid.applicationId}` }).click();
  await page
    .getByRole("dialog", { name: "Request Fee Modification" })
    .getByRole("button", { name: "Request Modification" })
    .click();
  await toastSays(page, /Modification requested/);

  // The exact matches, verified at once after a confirmation naming their number.
  const verifyAll = page.getByRole("button", { name: /^Verify all exact matches \(\d+\)$/ });
  await expect(verifyAll).toBeEnabled();
  await verifyAll.click();
  await page.getByRole("dialog", { name: "Verify exact matches" }).getByRole("button", { name: "Verify" }).click();
  await toastSays(page, /fees? verified\./);
  await expect(matchedRow).toHaveCount(0);

  // The fee dashboard sums the statements of the day.
  await page.goto("/account-section-home");
  const summary = page.getByRole("region", { name: "The bank's statements, day by day" });
  await expect(summary.getByText("Verified through the statement")).toBeVisible();
  await expect(summary.getByRole("table", { name: "The days before" })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "account section home, the statements day by day");
});
