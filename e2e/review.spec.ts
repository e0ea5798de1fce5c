import { type APIRequestContext, expect, test } from "@playwright/test";
import { deliverPendingMail, mailCount, waitForMail } from "./fixtures.ts";
import { expectAccessible, expectAccessibleAtBothWidths } from "./support/axe.ts";
import { pdfFile } from "./support/files.ts";
import { applicant, coordinatorOf, signIn } from "./support/staff.ts";
import { toastSays } from "./support/toast.ts";

/** Verifies every profile section and profile document through the API (the parts this journey is not about). */
async function verifyProfile(request: APIRequestContext, token: string, applicationId: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const { data } = await (await request.get(`/api/application/entire/${applicationId}`, { headers })).json();
  for (const section of ["personalDetails", "academicsUG", "academicsPG", "entranceDetails"]) {
    const docs = Object.values(data.profile[section]?.documents ?? {}) as { _id: string; status: string }[];
    for (const d of docs.filter((x) => x.status !== "VERIFIED")) {
      expect(
        (await request.post("/api/coordinator/verify-document", { headers, data: { documentId: d._id } })).ok(),
      ).toBeTruthy();
    }
    if (data.profile[section]?.verification.status !== "VERIFIED") {
      const res = await request.post("/api/coordinator/set-section-status", {
        headers,
        data: { profileId: data.profile._id, section, status: "VERIFIED", remarks: "Checked" },
      });
      expect(res.ok()).toBeTruthy();
    }
  }
}

test("a coordinator asks for a new SOP, the candidate replaces it and reapplies, and the reviewed application waits only for the fee", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const coordinator = await coordinatorOf(request, ["Computer Engineering"]);
  const candidate = await applicant(request);

  // The coordinator's home shows their department and what waits in it.
  await signIn(page, coordinator);
  await page.goto("/coordinator-home");
  await expect(page.getByRole("heading", { name: "Computer Engineering" })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "coordinator home with department queues");

  // The list, filtered to Computer Engineering + PENDING on the server, then searched by e-mail.
  await page.goto("/applications-page");
  await page.getByRole("button", { name: /^Filters/ }).click();
  const filters = page.getByRole("form", { name: "Filters" });
  await filters.getByRole("combobox", { name: "Department" }).click();
  await page.getByRole("option", { name: "Computer Engineering", exact: true }).click();
  await filters.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Pending", exact: true }).click();
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/department=Computer\+Engineering/);
  await expect(page).toHaveURL(/status=PENDING/);
  await page.getByRole("textbox", { name: "Search applications" }).fill(candidate.email);
  await expect(page).toHaveURL(/search=/);
  const view = page.getByRole("link", { name: `View ${candidate.applicationId}` });
  await expect(view).toBeVisible();
  await expectAccessibleAtBothWidths(page, "all-applications page, filtered");
  await view.click();
  await expect(page).toHaveURL(new RegExp(`/view-application/${candidate.id}`));

  // Personal details open first: the Aadhaar number is masked until revealed (an audited action, decision 020).
  await expect(page.getByTestId("aadhaar-value")).toHaveText("XXXX XXXX 9012");
  await page.getByRole("button", { name: "Reveal Aadhaar number" }).click();
  await expect(page.getByTestId("aadhaar-value")).toHaveText("123456789012");

  // Review: ask for a new SOP, verify the fee receipt and the UG section.
  await page.getByRole("tab", { name: "Application Documents" }).click();
  await page.getByRole("button", { name: "Request Modification Statement of Purpose" }).click();
  const modal = page.getByRole("dialog");
  await expect(modal.getByRole("button", { name: "Request Modification" })).toBeDisabled();
  await expectAccessible(page, "request document modification dialog");
  await modal.getByLabel("Remarks").fill("Please add your research plan");
  await modal.getByRole("button", { name: "Request Modification" }).click();
  await expect(page.getByRole("button", { name: "Mark as Verified Statement of Purpose" })).toBeVisible();
  await page.getByRole("button", { name: "Verify Application Fee Receipt" }).click();
  await expect(page.getByRole("button", { name: "Reset to Pending Application Fee Receipt" })).toBeVisible();
  await page.getByRole("tab", { name: "UG Academics" }).click();
  const ug = page.getByRole("form", { name: "Set section status of UG Academics" });
  await ug.getByRole("combobox", { name: "Section status" }).click();
  await page.getByRole("option", { name: "Verified", exact: true }).click();
  await ug.getByLabel("Status remarks").fill("Marks match the transcript");
  await ug.getByRole("button", { name: "Set section status of UG Academics" }).click();
  await toastSays(page, "Section status updated successfully");
  await expectAccessibleAtBothWidths(page, "review page, UG section");
  await page.getByRole("tab", { name: "Application Documents" }).click();
  await expectAccessibleAtBothWidths(page, "review page, application documents");

  // One e-mail for the three actions, naming what to fix and why.
  const mail = await waitForMail(candidate.email, (m) => /Changes requested/.test(m.subject));
  expect(mail.subject).toBe("Changes requested: Statement of Purpose");
  expect(mail.text).toContain("Please add your research plan");
  expect(mail.text).toContain("Verified: Application Fee Receipt, UG Academics.");
  await deliverPendingMail();
  expect(mailCount(candidate.email)).toBe(3); // verification code, submission, one review e-mail

  // The candidate sees it, replaces the SOP and reapplies.
  await signIn(page, candidate.token);
  await page.goto(`/view-candidate-application/${candidate.id}`);
  await expect(page.getByText("Please add your research plan").first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, "candidate application with a requested change");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Replacement for Statement of Purpose" }).click();
  await (await chooser).setFiles(pdfFile("better-sop.pdf"));
  await page.getByRole("button", { name: "Reapply" }).click();
  await expect(page.getByText("Your application has been resubmitted successfully.")).toBeVisible();

  // The coordinator sees it PENDING again with its history and verifies it: the application now waits for the account section.
  await verifyProfile(request, coordinator, candidate.id);
  await signIn(page, coordinator);
  await page.goto(`/view-application/${candidate.id}?tab=documents`);
  await expect(page.getByRole("button", { name: "Verify Statement of Purpose" })).toBeVisible();
  await page.getByRole("button", { name: /^History \(\d+\) of Statement of Purpose$/ }).click();
  await expect(page.getByText("my-sop.pdf").first()).toBeVisible();
  await page.getByRole("button", { name: "Verify Statement of Purpose" }).click();
  await expect(page.getByRole("button", { name: "Reset to Pending Statement of Purpose" })).toBeVisible();
  // Every part reviewed: the overall status now waits for the account section's fee verdict.
  await expect(page.getByText(/^fee verification pending$/i).first()).toBeVisible();
  const { data } = await (
    await request.get(`/api/application/entire/${candidate.id}`, {
      headers: { Authorization: `Bearer ${coordinator}` },
    })
  ).json();
  expect(data.application.verificationStatus).toBe("FEE_DETAILS_VERIFICATION_PENDING");
});

test("a coordinator of another department neither lists nor opens the application", async ({ page, request }) => {
  const other = await coordinatorOf(request, ["Physics"]);
  const candidate = await applicant(request);
  const headers = { Authorization: `Bearer ${other}` };
  const list = await (
    await request.get(`/api/application/all/applications?search=${encodeURIComponent(candidate.email)}`, { headers })
  ).json();
  expect(list.data.applications).toEqual([]);
  expect((await request.get(`/api/application/entire/${candidate.id}`, { headers })).status()).toBe(404);
  await signIn(page, other);
  await page.goto(`/view-application/${candidate.id}`);
  await expect(page.getByText("Application data is not available.")).toBeVisible();
});
