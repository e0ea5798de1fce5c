import { expect, test } from "@playwright/test";
import { waitForMail } from "./fixtures.ts";
import { expectAccessible, expectAccessibleAtBothWidths, expectAccessibleWhileOpen } from "./support/axe.ts";
import { accountOfficer, applicant, signIn, uid } from "./support/staff.ts";
import { toastSays } from "./support/toast.ts";

test("the account section finds a payment by UTR, asks for a correction, and verifies the corrected fee", async ({
  page,
  request,
}) => {
  // Two candidates, both roles, and axe at two widths five times: long on a loaded 2-core machine.
  test.setTimeout(240_000);
  const officer = await accountOfficer(request, "Anita Desai");
  // Two candidates paid with the same UTR: both rows are flagged.
  const utr = `UTR${uid()}`.toUpperCase();
  const candidate = await applicant(request, { utrDuNumber: utr, amount: "150" }, "fees");
  const other = await applicant(request, { utrDuNumber: utr }, "fees2");

  // The list: search the UTR, narrow with a filter shown as a chip, then remove it again.
  await signIn(page, officer);
  await page.goto("/account-section-home");
  await expect(page.getByRole("region", { name: "Payments" })).toBeVisible();
  await page.getByRole("link", { name: "Waiting for verification" }).click();
  await expect(page).toHaveURL(/\/fee-details\?verificationStatus=PENDING/);
  await expect(page.getByRole("button", { name: "Remove filter Status: Pending" })).toBeVisible();
  await page.getByRole("textbox", { name: "Search fee details" }).fill(utr.toLowerCase());
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole("link", { name: `View fee details of ${candidate.applicationId}` });
  await expect(row).toBeVisible();
  await expect(page.getByRole("link", { name: `View fee details of ${other.applicationId}` })).toBeVisible();
  await expect(page.getByText("Duplicate UTR", { exact: true })).toHaveCount(2);
  await page.getByRole("button", { name: "Filters" }).click();
  const filters = page.getByRole("region", { name: "Filters" });
  await filters.getByRole("combobox", { name: "Department" }).click();
  await page.getByRole("option", { name: "Computer Engineering", exact: true }).click();
  await expect(page.getByRole("button", { name: "Remove filter Department: Computer Engineering" })).toBeVisible();
  await expect(page).toHaveURL(/department=Computer\+Engineering/);
  await expect(row).toBeVisible();
  await page.getByRole("button", { name: "Remove filter Status: Pending" }).click();
  await expect(page).not.toHaveURL(/verificationStatus=/);
  await expect(row).toBeVisible();
  await expectAccessibleAtBothWidths(page, "fee list, searched and filtered");

  // The detail: the duplicate warning, the receipt preview, and a modification request.
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/fee-details/${candidate.id}$`));
  await expect(page.getByRole("heading", { name: `Fee Details: ${candidate.applicationId}` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Other applications with this UTR" })).toContainText(other.applicationId);
  await expectAccessibleWhileOpen(page, "fee receipt preview", async () => {
    await page.getByRole("button", { name: "Preview fee receipt" }).click();
    return page.getByRole("dialog");
  });
  await expectAccessibleAtBothWidths(page, "fee detail, pending");
  const actions = page.getByRole("group", { name: "Fee verification actions" });
  // While pending, the menu says why it has nothing to offer, as a disabled item a screen reader announces.
  await expectAccessibleWhileOpen(page, "fee detail, pending, more actions", async () => {
    await actions.getByRole("button", { name: "More fee actions" }).click();
    const menu = page.getByRole("menu");
    const reason = menu.getByRole("menuitem", { name: "Actions not available for Pending fee details" });
    await expect(reason).toHaveAttribute("aria-disabled", "true");
    return menu;
  });
  await expectAccessibleWhileOpen(page, "fee remarks", async () => {
    await actions.getByRole("button", { name: "Remarks of the fee verification" }).click();
    return page.getByRole("dialog", { name: "Fee Verification Remarks" });
  });
  await actions.getByRole("button", { name: "Request Modification" }).click();
  const modal = page.getByRole("dialog", { name: "Request Fee Modification" });
  await expect(modal.getByRole("button", { name: "Request Modification" })).toBeDisabled();
  await expectAccessible(page, "request fee modification dialog");
  await modal.getByRole("textbox", { name: "Remarks" }).fill("The fee is ₹1,500; you paid ₹150. Pay the rest.");
  await modal.getByRole("button", { name: "Request Modification" }).click();
  await expect(modal).toBeHidden();
  await toastSays(page, "Modification requested.");
  await expect(
    page.getByRole("region", { name: "Fee Verification" }).getByText("Modification Requested").first(),
  ).toBeVisible();
  // After a modification request the menu is the way to verify: reachable and named for every user.
  await expectAccessibleWhileOpen(page, "fee detail, modification requested, more actions", async () => {
    await actions.getByRole("button", { name: "More fee actions" }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Mark as Verified" })).toBeEnabled();
    return menu;
  });
  await expectAccessibleWhileOpen(page, "reset fee dialog", async () => {
    await actions.getByRole("button", { name: "More fee actions" }).click();
    await page.getByRole("menuitem", { name: /Reset/ }).click();
    return page.getByRole("dialog");
  });

  // The candidate is told why, sees the fee form, corrects the amount and reapplies.
  const mail = await waitForMail(candidate.email, (m) => /Changes requested: Fee details/.test(m.subject));
  expect(mail.text).toContain("you paid ₹150");
  await signIn(page, candidate.token);
  await page.goto(`/view-candidate-application/${candidate.id}`);
  await expect(page.getByText("The fee is ₹1,500; you paid ₹150. Pay the rest.").first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, "candidate application with a fee correction requested");
  const amount = page.getByRole("textbox", { name: "Amount (₹)" });
  await amount.fill("1500");
  await page.getByRole("button", { name: "Reapply" }).click();
  await expect(page.getByText("Your application has been resubmitted successfully.")).toBeVisible();

  // The officer sees the corrected fee pending again, verifies it, and the list shows it signed.
  await signIn(page, officer);
  await page.goto(`/fee-details/${candidate.id}`);
  await expect(page.getByRole("region", { name: "Fee Details" }).getByText("₹1,500.00")).toBeVisible();
  await expect(page.getByRole("region", { name: "Fee history" })).toContainText("Anita Desai");
  await page.getByRole("group", { name: "Fee verification actions" }).getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("region", { name: "Fee Verification" }).getByText("Verified").first()).toBeVisible();
  await toastSays(page, "Fee details verified.");
  await expectAccessibleAtBothWidths(page, "fee detail, verified");

  await page.getByRole("link", { name: "Back to Fee Details" }).click();
  await page.getByRole("textbox", { name: "Search fee details" }).fill(candidate.applicationId);
  await expect(page).toHaveURL(new RegExp(`search=${candidate.applicationId}`));
  const table = page.getByRole("table");
  const verifiedRow = table.getByRole("row").filter({ hasText: candidate.applicationId });
  await expect(verifiedRow.getByText("Verified", { exact: true })).toBeVisible();
  await expect(verifiedRow.getByText("by Anita Desai")).toBeVisible();
  await expect(verifiedRow.getByText("₹1,500.00")).toBeVisible();
});

test("a candidate can neither open the fee screens nor call the fee API", async ({ page, request }) => {
  const candidate = await applicant(request, {}, "fees3");
  const headers = { Authorization: `Bearer ${candidate.token}` };
  expect((await request.get("/api/fee-details", { headers })).status()).toBe(403);
  expect(
    (await request.put(`/api/fee-details/${candidate.id}/verify`, { headers, data: { status: "VERIFIED" } })).status(),
  ).toBe(403);
  await signIn(page, candidate.token);
  await page.goto("/fee-details");
  await expect(page).toHaveURL(/\/candidate-home$/);
});
