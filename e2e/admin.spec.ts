import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Locator, test } from "@playwright/test";
import { adminToken, codeIn, waitForMail } from "./fixtures.ts";
import { expectAccessible, expectAccessibleAtBothWidths } from "./support/axe.ts";
import { searchList } from "./support/search.ts";
import { applicant, signIn, uid } from "./support/staff.ts";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test("the admin appoints a coordinator for two departments; the e-mailed password works once and must be replaced", async ({
  page,
  browser,
  request,
}) => {
  // About 45 s alone, past the default minute beside another journey on a busy two-core machine.
  test.setTimeout(150_000);
  await signIn(page, await adminToken(request));
  await page.goto("/admin-home");
  await expect(page.getByText("Coordinators", { exact: true }).first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, "admin dashboard");

  await page.getByRole("navigation", { name: "Main menu" }).getByText("Manage Coordinators").click();
  await expect(page).toHaveURL(/\/manage-coordinators$/);
  await expect(page.getByRole("tab", { name: /Department Coordinators/ })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "Manage Coordinators");
  await page.setViewportSize({ width: 360, height: 740 });
  await expectRoomyLabels(page.getByRole("button", { name: /^Create (Department|Account Section) Coordinator$/ }));
  await page.setViewportSize({ width: 1280, height: 800 });

  const name = `Dr. Farah ${uid()}`;
  const email = `farah-${uid()}@example.edu`;
  const mis = `MIS${uid()}`;
  await page
    .getByRole("search", { name: "Coordinators" })
    .locator("..")
    .getByRole("button", { name: "Create Department Coordinator" })
    .click();
  const form = page.getByRole("dialog", { name: "Create Department Coordinator" });
  await form.getByRole("button", { name: "Create Coordinator" }).click();
  await expect(form.getByText("All fields are required").first()).toBeVisible();
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("MIS Number").fill(mis);
  const departments = form.getByRole("combobox", { name: "Departments" });
  for (const department of ["Physics", "Chemistry"]) {
    await departments.click();
    await page.getByRole("option", { name: department, exact: true }).click();
  }
  await page.keyboard.press("Tab"); // Leaving the field closes its option list.
  await expectAccessibleAtBothWidths(page, "create coordinator dialog");
  // On a phone the dialog's two buttons stack full width instead of wrapping into a ragged corner.
  await page.setViewportSize({ width: 360, height: 740 });
  const formWidth = (await form.locator("form").boundingBox())?.width ?? 0;
  for (const label of ["Cancel", "Create Coordinator"]) {
    const box = await form.getByRole("button", { name: label }).boundingBox();
    expect(box?.width ?? 0, `${label} at 360 px`).toBeGreaterThan(formWidth - 2);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByRole("button", { name: "Create Coordinator" }).click();
  await expect(form).toBeHidden();
  await page.getByLabel("Search coordinators").fill(mis);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText(/Showing 1 of \d+/)).toBeVisible();

  // The coordinator's first sign-in, in a browser of their own.
  const temp = codeIn(await waitForMail(email), /Temporary password: (\S+)/);
  const theirs = await browser.newContext();
  const coordinatorPage = await theirs.newPage();
  await coordinatorPage.goto("/faculty-login");
  await coordinatorPage.getByLabel("MIS Number").fill(mis);
  await coordinatorPage.getByRole("textbox", { name: "Password", exact: true }).fill(temp);
  await coordinatorPage.getByRole("button", { name: "Sign in" }).click();
  const dialog = coordinatorPage.getByRole("dialog", { name: "Choose your own password" });
  await dialog.getByLabel("Temporary password").fill(temp);
  await dialog.getByRole("textbox", { name: "New password", exact: true }).fill("farah-own-pass-1");
  await dialog.getByLabel("Confirm new password").fill("farah-own-pass-1");
  await dialog.getByRole("button", { name: "Save password" }).click();
  await expect(dialog).toBeHidden();
  await expect(coordinatorPage.getByTestId("dashboard-departments")).toHaveText("Physics, Chemistry");
  await theirs.close();
  // The temporary password is spent.
  expect((await request.post("/api/coordinator/login", { data: { mis, password: temp } })).status()).toBe(401);

  // The admin moves them to one department.
  await page.getByRole("button", { name: `Edit departments of ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Departments" });
  await expect(edit).toBeVisible();
  await expectAccessible(page, "edit departments dialog");
  // Backspace in a multi-select removes the last chosen department, as a keyboard user would.
  await edit.getByRole("combobox", { name: "Departments" }).click();
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Tab");
  await edit.getByRole("button", { name: "Save Departments" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(name) })).not.toContainText("Chemistry");
});

test("the admin edits an announcement; recipients stay as they were", async ({ page, request }) => {
  const token = await adminToken(request);
  const title = `Viva schedule ${uid()}`;
  const created = await request.post("/api/announcement/create", {
    headers: bearer(token),
    data: { title, link: "https://example.edu/viva", description: "Draft", recipientRole: "candidate" },
  });
  expect(created.status()).toBe(201);
  await signIn(page, token);
  await page.goto("/manage-announcements");
  await page.getByLabel("Search announcements").fill(title);
  await expect(page.getByText(title)).toBeVisible();
  await expectAccessibleAtBothWidths(page, "Manage Announcements");

  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Announcement" });
  await expect(dialog.getByText("Recipients cannot be changed after an announcement is created.")).toBeVisible();
  await dialog.getByLabel("Link").fill("not a link");
  await dialog.getByRole("button", { name: /Save/ }).click();
  await expect(dialog.getByText("Link must be a valid http(s) URL")).toBeVisible();
  await dialog.getByLabel("Title").fill(`${title} (revised)`);
  await dialog.getByLabel("Link").fill("https://example.edu/viva-2");
  await expectAccessibleAtBothWidths(page, "edit announcement dialog");
  await dialog.getByRole("button", { name: /Save/ }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel("Search announcements").fill(`${title} (revised)`);
  await expect(page.getByText(`${title} (revised)`)).toBeVisible();

  const all = await (await request.get("/api/announcement", { headers: bearer(token) })).json();
  expect(all.find((a: { title: string }) => a.title === `${title} (revised)`)).toMatchObject({
    link: "https://example.edu/viva-2",
    recipientRole: "candidate",
  });
});

test("statistics lead to a read-only candidate profile and to who accessed that candidate's data", async ({
  page,
  request,
}) => {
  // About 50 s alone (four pages, each checked by axe at two widths), 85 s on a busy machine.
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const { candidate } = await candidateWithAReview(request, token);

  await signIn(page, token);
  await page.goto("/candidate-statistics");
  await expect(page.getByText("Total Candidates")).toBeVisible();
  await searchList(page, "Search candidates", candidate.email);
  const row = page.getByRole("row", { name: new RegExp(candidate.email) });
  await expect(row).toContainText("Computer Engineering");
  await expect(page.getByRole("row").filter({ hasText: "@example.com" })).toHaveCount(1);
  await expectAccessibleAtBothWidths(page, "Candidate Statistics");
  await row.getByRole("link", { name: /View Profile/ }).click();

  await expect(page).toHaveURL(/\/candidate-profile\//);
  await expect(page.getByRole("link", { name: candidate.email })).toBeVisible();
  // The Aadhaar number is masked until the admin reveals it (an audited action, decision 020).
  await expect(page.getByTestId("aadhaar-value")).toHaveText("XXXX XXXX 9012");
  await expectAccessibleAtBothWidths(page, "candidate profile with a masked Aadhaar number");
  await page.getByRole("button", { name: "Reveal Aadhaar number" }).click();
  await expect(page.getByTestId("aadhaar-value")).toHaveText("123456789012");
  await expect(page.getByRole("button", { name: "Reveal Aadhaar number" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Modification Requested").first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, "read-only candidate profile");

  // Who read or changed this candidate's records, in every round (the breach export, issue 28):
  // the coordinator's read of the application is there, and the admin's own read of the profile.
  await page.getByRole("link", { name: "Who accessed this candidate's data" }).click();
  await expect(page).toHaveURL(/\/audit-log\?candidate=/);
  await expect(page.getByText("One candidate's records, in every round")).toBeVisible();
  await expect(page.getByText("Application viewed by Department Coordinator").first()).toBeVisible();
  await expect(page.getByText("Profile viewed by Admin").first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, "audit log of one candidate");
  await page.getByRole("button", { name: "Show every candidate" }).click();
  await expect(page.getByText("One candidate's records, in every round")).toBeHidden();
});

test("the audit log shows the coordinator's latest review, on the screen and in its CSV", async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const { candidate, reviewerName, reviewerEmail } = await candidateWithAReview(request, token);

  await signIn(page, token);
  await page.goto("/audit-log");
  await page.getByLabel(/Actor/).fill(reviewerEmail);
  // The unfiltered list can already show this review: wait for the debounced filter to reach the
  // address, so the checks below (axe among them) see the filtered list, not one about to refetch.
  await expect(page).toHaveURL(/[?&]actor=/);
  // The history panels' words (decision 025), on the screen and in its CSV.
  const said = "Profile section modification requested by Department Coordinator";
  await expect(page.getByText(said).first()).toBeVisible();
  await expect(page.getByText(`UG Academics · ${candidate.name}`).first()).toBeVisible();
  await expect(page.getByText("Upload the final-year marksheet").first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, "audit log");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv).toContain(
    `${reviewerName},Department Coordinator,${reviewerEmail},${said},UG Academics · ${candidate.name}`,
  );
  expect(csv).toMatch(
    /^\uFEFF?When,Who,Role,E-mail,What,Record,From Status,To Status,Remarks\r\n"[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M IST",/,
  );
  await page
    .getByRole("link", { name: /View profile/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/candidate-profile\//);
});

/**
 * A candidate who applied to Computer Engineering, and a newly appointed coordinator of that
 * department who asked, through the real API, for their UG section to be modified.
 */
async function candidateWithAReview(request: APIRequestContext, token: string) {
  const candidate = await applicant(request, {}, `st${uid()}`);

  // A coordinator of the department reviews a section through the real API.
  const reviewerName = `Prof. Audit ${uid()}`;
  const reviewerEmail = `audit-${uid()}@example.edu`;
  const reviewerMis = `MIS${uid()}`;
  expect(
    (
      await request.post("/api/admin/create-coordinator", {
        headers: bearer(token),
        data: { name: reviewerName, email: reviewerEmail, mis: reviewerMis, departments: ["Computer Engineering"] },
      })
    ).status(),
  ).toBe(201);
  const temp = codeIn(await waitForMail(reviewerEmail), /Temporary password: (\S+)/);
  const firstToken = (
    await (await request.post("/api/coordinator/login", { data: { mis: reviewerMis, password: temp } })).json()
  ).token as string;
  const changed = await request.post("/api/auth/change-password", {
    headers: bearer(firstToken),
    data: { currentPassword: temp, newPassword: "audit-own-pass-1" },
  });
  expect(changed.ok()).toBeTruthy();
  const reviewer = (await changed.json()).token as string;
  const full = await (
    await request.get(`/api/application/entire/${candidate.id}`, { headers: bearer(reviewer) })
  ).json();
  expect(
    (
      await request.post("/api/coordinator/set-section-status", {
        headers: bearer(reviewer),
        data: {
          profileId: full.data.profile._id,
          section: "academicsUG",
          status: "MODIFICATION_REQUESTED",
          remarks: "Upload the final-year marksheet",
        },
      })
    ).ok(),
  ).toBeTruthy();

  return { candidate, reviewerName, reviewerEmail };
}

/** Each button's label fits inside it with at least 6 px above and below, however many lines it wraps to. */
async function expectRoomyLabels(buttons: Locator) {
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) {
    const room = await button.evaluate((el) => {
      const label = el.querySelector(".mantine-Button-label") ?? el;
      const b = el.getBoundingClientRect();
      // The text's own lines, not the label box (which Mantine stretches to the button's height).
      const text = document.createRange();
      text.selectNodeContents(label);
      const l = text.getBoundingClientRect();
      return { above: l.top - b.top, below: b.bottom - l.bottom, clipped: label.scrollHeight > label.clientHeight + 1 };
    });
    expect(room, `${await button.textContent()} at 360 px`).toMatchObject({ clipped: false });
    expect(Math.min(room.above, room.below), `${await button.textContent()} at 360 px`).toBeGreaterThanOrEqual(6);
  }
}
