import { expect, type Page, test } from "@playwright/test";
import { registeredCandidate, waitForMail } from "./fixtures.ts";
import { expectAccessible, expectAccessibleAtBothWidths } from "./support/axe.ts";
import { verifiedApplicantOf } from "./support/selection.ts";
import { accountOfficer, coordinatorOf, signIn } from "./support/staff.ts";
import { toastSays } from "./support/toast.ts";

// A department no other browser test applies to, so its shortlist holds only this file's applications.
// The decisions concern only them: nothing else on the site changes.
const DEPARTMENT = "Metallurgy and Materials Science";
const verifiedApplicant = verifiedApplicantOf(DEPARTMENT);

/** The application's row (desktop table). */
const rowOf = (page: Page, applicationId: string) =>
  page.getByTestId("shortlist-row").filter({ has: page.getByText(applicationId, { exact: true }) });

test("a coordinator shortlists one verified application, marks another not shortlisted with the reason, and the candidates see it", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const coordinator = await coordinatorOf(request, [DEPARTMENT]);
  const officer = await accountOfficer(request, "Anita Desai");
  const chosen = await verifiedApplicant(request, coordinator, officer, "short1");
  const other = await verifiedApplicant(request, coordinator, officer, "short2");
  const reason = "The research proposal is outside the department's areas this year.";

  // From the menu to the Shortlist: the coordinator's only department is chosen for them.
  await signIn(page, coordinator);
  await page.goto("/coordinator-home");
  await page.getByRole("navigation", { name: "Main menu" }).getByText("Shortlist", { exact: true }).click();
  await expect(page).toHaveURL(/\/shortlist$/);
  await expect(page.getByRole("heading", { level: 1, name: "Shortlist" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Department" })).toHaveValue(DEPARTMENT);
  const row = rowOf(page, chosen.applicationId);
  await expect(row.getByText("Entrance test", { exact: true })).toBeVisible();
  await expect(row.getByText(/^No qualifying exam: Entrance test channel/)).toBeVisible();
  await expect(row.getByText("Not decided", { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "Shortlist");

  // Shortlist the first: the dialog says how many and who is mailed.
  await page.getByRole("checkbox", { name: `Select ${chosen.applicationId}` }).check();
  await expect(page.getByText("1 application selected.")).toBeVisible();
  await page.getByRole("button", { name: "Shortlist", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Shortlist applications" });
  await expect(confirm.getByText("1 candidate will be mailed.")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "shortlist confirmation dialog");
  await confirm.getByRole("button", { name: "Shortlist 1 application" }).click();
  await expect(confirm).toBeHidden();
  await toastSays(page, "1 application updated.");
  await expect(row.getByText("Shortlisted", { exact: true })).toBeVisible();

  // The other: not shortlisted, with the reason (required).
  const otherRow = rowOf(page, other.applicationId);
  await page.getByRole("checkbox", { name: `Select ${other.applicationId}` }).check();
  await page.getByRole("button", { name: "Not shortlisted…" }).click();
  const refuse = page.getByRole("dialog", { name: "Mark as not shortlisted" });
  await refuse.getByRole("button", { name: "Mark 1 application not shortlisted" }).click();
  await expect(refuse.getByText("Give the reason for not shortlisting.")).toBeVisible();
  await refuse.getByRole("textbox", { name: "Reason" }).fill(reason);
  await expect(refuse.getByText(`${reason.length} / 500 characters`)).toBeVisible();
  await expectAccessibleAtBothWidths(page, "not shortlisted dialog");
  await refuse.getByRole("button", { name: "Mark 1 application not shortlisted" }).click();
  await expect(refuse).toBeHidden();
  await toastSays(page, "1 application updated.");
  await expect(otherRow.getByText("Not shortlisted", { exact: true })).toBeVisible();
  await expect(otherRow.getByText(`Reason: ${reason}`)).toBeVisible();

  // The counts filter the list by decision, in the address.
  await page.getByRole("button", { name: /^Shortlisted: \d+$/ }).click();
  await expect(page).toHaveURL(/decision=SHORTLISTED/);
  await expect(row).toBeVisible();
  await expect(otherRow).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, "Shortlist filtered to shortlisted");

  // Each candidate is mailed and sees the decision on My Applications.
  const mail = await waitForMail(chosen.email, (m) => m.subject === `Shortlisted: ${chosen.applicationId}`);
  expect(mail.text).toContain("Shortlisted for the entrance test");
  await signIn(page, chosen.token);
  await page.goto("/applications");
  const mine = page.getByRole("row").filter({ hasText: chosen.applicationId });
  await expect(mine.getByText("Shortlisted for the entrance test")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "My Applications, shortlisted");
  await page.goto(`/view-candidate-application/${chosen.id}`);
  const selection = page.getByRole("region", { name: "Selection" });
  await expect(selection.getByText("Shortlisted for the entrance test")).toBeVisible();
  await expectAccessible(page, "candidate application with the shortlist decision");

  await signIn(page, other.token);
  await page.goto("/applications");
  const theirs = page.getByRole("row").filter({ hasText: other.applicationId });
  await expect(theirs.getByText("Not shortlisted", { exact: true })).toBeVisible();
  await expect(theirs.getByText(`Reason: ${reason}`)).toBeVisible();
});

test("a candidate can neither open the Shortlist nor call its API", async ({ page, request }) => {
  const candidate = await registeredCandidate(request, "short3");
  const rounds = await request.get("/api/rounds", { headers: { Authorization: `Bearer ${candidate.token}` } });
  // Candidates cannot list rounds either; any uuid will do for the refusal.
  const roundId = rounds.ok() ? (await rounds.json()).data[0].id : "00000000-0000-4000-8000-000000000000";
  const list = await request.get(`/api/rounds/${roundId}/shortlist?department=${encodeURIComponent(DEPARTMENT)}`, {
    headers: { Authorization: `Bearer ${candidate.token}` },
  });
  expect(list.status()).toBe(403);
  await signIn(page, candidate.token);
  await page.goto("/shortlist");
  await expect(page).toHaveURL(/\/candidate-home$/);
  await expect(page.getByText("You are not allowed to open that page")).toBeVisible();
});
