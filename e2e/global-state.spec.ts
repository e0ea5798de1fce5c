import type { AdmissionRound } from "@phd/shared";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { adminToken, registeredCandidate, registrationBody } from "./fixtures.ts";
import { expectAccessible, expectAccessibleAtBothWidths } from "./support/axe.ts";
import { applicant, coordinatorOf, signIn } from "./support/staff.ts";

/**
 * Site-wide changes, run alone after the other tests, one after another in this file: admissions
 * closed and reopened, a new privacy notice every candidate must accept.
 */

/** Closes admissions for the whole site, then reopens them. */
test("registration shows Admissions Closed while admissions are closed", async ({ page, request }) => {
  const token = await adminToken(request);
  const set = (value: boolean) =>
    request.put("/api/constant/admissionsOpen", { headers: { Authorization: `Bearer ${token}` }, data: { value } });
  expect((await set(false)).ok()).toBeTruthy();
  try {
    await page.goto("/candidate-register");
    await expect(page.getByRole("heading", { name: "Admissions Closed" })).toBeVisible();
    await expect(page.getByText("Admissions are currently closed. Please check back later.")).toBeVisible();
    await expectAccessibleAtBothWidths(page, "registration while admissions are closed");
    await page.getByRole("link", { name: "Sign In (Existing Users)" }).click();
    await expect(page).toHaveURL(/\/candidate-login$/);

    const refused = await request.post("/api/candidate/register", {
      data: await registrationBody(request, {
        name: "Late Person",
        email: `late-${Date.now()}@example.com`,
        phone: "+91 98765 43210",
        password: "late-person-1",
      }),
    });
    expect(refused.status()).toBe(403);
  } finally {
    expect((await set(true)).ok()).toBeTruthy();
  }
  await page.goto("/candidate-register");
  await expect(page.getByText("Admissions Open")).toBeVisible();
});

/** Also site-wide: in this file so the two never run at once (files run in parallel, tests in a file in order). */
test("the admin closes admissions with Save All Changes, then sets a closing time the home counts down to", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000); // about 36 s alone, with six axe checks
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const visitor = await (await browser.newContext()).newPage();
  try {
    await signIn(page, token);
    await page.goto("/manage-constants");
    await expect(page.getByText("Website Configuration")).toBeVisible();
    await expectAccessibleAtBothWidths(page, "Manage Constants");

    await page.getByRole("radio", { name: "Closed" }).check();
    await expect(page.getByText("You have unsaved changes")).toBeVisible();
    await expectAccessibleAtBothWidths(page, "Manage Constants with unsaved changes");
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page.getByText("You have unsaved changes")).toBeHidden();
    await expect(page.getByText("Applications Closed")).toBeVisible();

    await visitor.goto("/");
    await expect(visitor.getByText("Admissions Closed")).toBeVisible();

    // Open again, closing in three days: the home counts down.
    await page.getByRole("radio", { name: "Open" }).check();
    const closes = new Date(Date.now() + 3 * 86_400_000 + 3_600_000);
    const local = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .format(closes)
      .replace(" ", "T");
    await page.getByLabel("Closes at (Asia/Kolkata time)").fill(local);
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page.getByText("You have unsaved changes")).toBeHidden();

    await visitor.goto("/");
    await expect(visitor.getByText("Admissions Open")).toBeVisible();
    await expect(visitor.getByText(/Applications close on .+ IST/)).toBeVisible();
    await expect(visitor.getByText(/Closes in 3 days/)).toBeVisible();
    await expectAccessibleAtBothWidths(visitor, "public home with a countdown");
  } finally {
    await request.put("/api/constant/admissionsOpen", { headers, data: { value: true } });
    await request.put("/api/constant/admissionWindow", { headers, data: { value: { opensAt: null, closesAt: null } } });
    await visitor.context().close();
  }
});

async function rounds(request: APIRequestContext, token: string): Promise<AdmissionRound[]> {
  const res = await request.get("/api/rounds", { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data;
}

/**
 * Site-wide too: while the new round is current, new applications go into it and every staff list
 * shows it first. The round that was current is made current again in `finally`.
 */
test("the admin makes a new round current: its prefix in Manage Constants, the coordinator switches back to the earlier round; then closes it", async ({
  page,
  browser,
  request,
}, testInfo) => {
  // About 53 s alone on a quiet machine (eight axe checks); CI's slower run passed 60 s on both tries.
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const original = (await rounds(request, token)).find((r) => r.isCurrent);
  if (!original) throw new Error("no current admission round");
  // An application of the earlier round, and a coordinator of its department.
  const earlier = await applicant(request, {}, "rounds");
  const coordinator = await coordinatorOf(request, ["Computer Engineering"]);

  const again = testInfo.retry ? ` (retry ${testInfo.retry})` : "";
  const name = `PhD Admissions 2028-29, Round 1${again}`;
  const prefix = `PHD28${testInfo.retry ? `R${testInfo.retry}` : ""}`;
  const created = await request.post("/api/rounds", { headers, data: { name, applicationIdPrefix: prefix } });
  expect(created.status(), await created.text()).toBe(201);
  const round: AdmissionRound = (await created.json()).data;

  const staff = await (await browser.newContext()).newPage();
  try {
    await signIn(page, token);
    await page.goto("/manage-rounds");
    const row = page.getByRole("table", { name: "Admission rounds" }).getByRole("row").filter({ hasText: name });
    await row.getByRole("button", { name: `Make Current ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Make Round Current" });
    await expect(confirm.getByText(`numbered from 1 with its prefix: ${prefix}001`)).toBeVisible();
    await expectAccessible(page, "make a round current dialog");
    await confirm.getByRole("button", { name: "Make Current" }).click();
    await expect(page.getByText(`"${name}" is now the current admission round.`)).toBeVisible();
    await expect(row.getByText("Current", { exact: true })).toBeVisible();
    await expect(row.getByText("The current round cannot be closed: make another round current first.")).toBeVisible();
    await expect(row.getByRole("button", { name: `Close ${name}` })).toHaveCount(0);

    await page.getByRole("navigation", { name: "Main menu" }).getByText("Manage Constants").click();
    await expect(page.getByLabel("Application ID Prefix")).toHaveValue(prefix);

    // The coordinator's list shows the new round first: the earlier application is one choice away.
    await signIn(staff, coordinator);
    await staff.goto("/applications-page");
    const switcher = staff.getByRole("combobox", { name: "Admission round" });
    await expect(switcher).toHaveValue(`${name} (current)`);
    await expect(staff.getByText("No applications found")).toBeVisible();
    await expectAccessibleAtBothWidths(staff, "applications list of a new round");
    await switcher.click();
    await staff.getByRole("option", { name: original.name, exact: true }).click();
    await expect(staff).toHaveURL(new RegExp(`[?&]round=${original.id}`));
    await expect(staff.getByRole("link", { name: `View ${earlier.applicationId}` }).first()).toBeVisible();
    await expectAccessibleAtBothWidths(staff, "applications list of the earlier round");
  } finally {
    const back = await request.post(`/api/rounds/${original.id}/make-current`, { headers });
    expect(back.ok(), await back.text()).toBeTruthy();
  }

  // The earlier round is current again; the new one can now be closed, for good.
  await page.goto("/manage-rounds");
  const row = page.getByRole("table", { name: "Admission rounds" }).getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Open", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Close ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Close Round" });
  await expect(confirm.getByText("Closing is final: a closed round cannot be reopened.")).toBeVisible();
  await expectAccessible(page, "close a round dialog");
  await confirm.getByRole("button", { name: "Close Round" }).click();
  await expect(page.getByText(`"${name}" is closed.`)).toBeVisible();
  await expect(row.getByText(/^Closed \(.+\)$/)).toBeVisible();
  await expectAccessibleAtBothWidths(page, "Admission Rounds with a closed round");

  await staff.goto(`/applications-page?round=${round.id}`);
  await expect(staff.getByText("This round is closed. Its records can be read but not changed.")).toBeVisible();
  await expectAccessibleAtBothWidths(staff, "applications list of a closed round");
  await staff.context().close();
});

/** A new notice stops every signed-in candidate until they accept it: in this file, after everything else. */
test("the admin publishes a new privacy notice; a signed-in candidate reads it and agrees before going on", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const candidate = await registeredCandidate(request, "notice");
  const candidatePage = await (await browser.newContext()).newPage();
  try {
    await signIn(candidatePage, candidate.token);
    await candidatePage.goto("/candidate-home");
    await expect(candidatePage.getByTestId("welcome-line")).toBeVisible();

    await signIn(page, await adminToken(request));
    await page.goto("/data-protection");
    await expect(page.getByRole("heading", { name: "Data protection" })).toBeVisible();
    const before = (await (await request.get("/api/privacy-notice")).json()).data.version as number;
    await expect(page.getByText(new RegExp(`^Version ${before}, published`))).toBeVisible();
    await expect(page.getByText(/^Accepted by \d+ candidates?$/)).toBeVisible();
    await expectAccessibleAtBothWidths(page, "Data protection");

    const publish = page.getByRole("button", { name: `Publish version ${before + 1}` });
    await expect(publish).toBeDisabled();
    const marathi =
      "आम्ही प्रवेश प्रक्रियेसाठी आपले नाव, ई-मेल, फोन, शैक्षणिक तपशील आणि कागदपत्रे गोळा करतो. ही माहिती फक्त विभागाचे समन्वयक, लेखा विभाग आणि प्रशासक पाहतात. प्रवेश न मिळालेल्या उमेदवारांची माहिती फेरी संपल्यानंतर ठरलेल्या कालावधीनंतर पुसली जाते. आपण संमती कधीही मागे घेऊ शकता.";
    await page.getByLabel("Notice in Marathi").fill(marathi);
    // The officer a fresh portal names (the mail sender) is replaced by the university's own.
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Dr. S. Patil, Registrar");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("grievance@university.ac.in");
    await publish.click();
    const confirm = page.getByRole("dialog", { name: `Publish version ${before + 1}?` });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, "Data protection, publishing a notice");
    await confirm.getByRole("button", { name: "Publish" }).click();
    await expect(
      page.getByText("Privacy notice published. Candidates are asked to accept it on their next visit."),
    ).toBeVisible();
    await expect(page.getByText(new RegExp(`^Version ${before + 1}, published .* by `))).toBeVisible();
    await expect(page.getByText(/^[1-9]\d* candidates? will be asked on their next visit$/)).toBeVisible();

    // The candidate, still signed in, comes back: the portal shows the new notice first.
    await candidatePage.goto("/profile");
    await expect(candidatePage.getByRole("heading", { name: "The privacy notice has changed" })).toBeVisible();
    await expect(candidatePage.getByRole("region", { name: `Privacy notice (version ${before + 1})` })).toContainText(
      "What we collect",
    );
    await expect(candidatePage.getByText("Grievance officer: Dr. S. Patil, Registrar")).toBeVisible();
    await expectAccessibleAtBothWidths(candidatePage, "the new privacy notice to accept");
    const agree = candidatePage.getByRole("button", { name: "Agree and continue" });
    await expect(agree).toBeDisabled();
    await candidatePage
      .getByRole("checkbox", { name: "I have read the updated privacy notice and agree to it." })
      .check();
    await agree.click();
    await expect(candidatePage.getByText("Thank you. Your agreement to the privacy notice is recorded.")).toBeVisible();
    await expect(candidatePage.getByRole("heading", { name: "The privacy notice has changed" })).toBeHidden();
    await expect(candidatePage).toHaveURL(/\/profile$/);
    await expect(candidatePage.getByRole("navigation", { name: "Profile sections" })).toBeVisible();

    // A reader of Marathi sees the Marathi text the admin wrote.
    const shown = await (await request.get("/api/privacy-notice", { headers: { "accept-language": "mr" } })).json();
    expect(shown.data).toMatchObject({ version: before + 1, language: "mr", body: marathi });
  } finally {
    await candidatePage.context().close();
  }
});

/**
 * Site-wide: it makes a round current for a moment and closes it. A candidate who applied in it asks
 * for erasure: it waits while the round is open, and is carried out when the admin closes it.
 */
test("a candidate asks for erasure while their round is open; it waits, and is carried out when the round closes", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const original = (await rounds(request, token)).find((r) => r.isCurrent);
  if (!original) throw new Error("no current admission round");
  const name = `Erasure round${testInfo.retry ? ` (retry ${testInfo.retry})` : ""}`;
  const created = await request.post("/api/rounds", {
    headers,
    data: { name, applicationIdPrefix: `ERASE${testInfo.retry}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const round: AdmissionRound = (await created.json()).data;
  let candidate: Awaited<ReturnType<typeof applicant>>;
  try {
    expect((await request.post(`/api/rounds/${round.id}/make-current`, { headers })).ok()).toBeTruthy();
    candidate = await applicant(request, {}, "erase");
  } finally {
    expect((await request.post(`/api/rounds/${original.id}/make-current`, { headers })).ok()).toBeTruthy();
  }

  const candidatePage = await (await browser.newContext()).newPage();
  try {
    await signIn(candidatePage, candidate.token);
    await candidatePage.goto("/my-data");
    const section = candidatePage.getByRole("region", { name: "Withdraw consent and erase my data" });
    await expect(section.getByText("You may withdraw your consent")).toBeVisible();
    await section.getByRole("button", { name: "Erase my data" }).click();
    const dialog = candidatePage.getByRole("dialog", { name: "Erase my data?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(candidatePage, "erase my data dialog");
    await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("not-my-password");
    await dialog.getByRole("button", { name: "Erase my data" }).click();
    await expect(dialog.getByText("The password is not correct.")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Password", exact: true }).fill(candidate.password);
    // Only erasure: the candidate keeps using the portal until it is carried out.
    await dialog.getByRole("checkbox", { name: /I also withdraw my consent/ }).uncheck();
    await dialog.getByRole("button", { name: "Erase my data" }).click();
    await expect(candidatePage.getByText("Your erasure request is queued. It is carried out when")).toBeVisible();
    await expect(section.getByText("Your erasure request is queued")).toBeVisible();
    await expect(section.getByText(new RegExp(`is closed: ${name}\\.$`))).toBeVisible();
    await expectAccessibleAtBothWidths(candidatePage, "My Data with a queued erasure");

    // The admin sees it queued, then closes the round.
    await signIn(page, token);
    await page.goto("/data-protection");
    const queue = page.getByRole("region", { name: "Erasure requests" });
    const row = queue.getByRole("row").filter({ hasText: candidate.name });
    await expect(row.getByText(`Waiting for: ${name}`)).toBeVisible();
    await expectAccessibleAtBothWidths(page, "Data protection with a queued erasure");
    await page.goto("/manage-rounds");
    const roundRow = page.getByRole("table", { name: "Admission rounds" }).getByRole("row").filter({ hasText: name });
    await roundRow.getByRole("button", { name: `Close ${name}` }).click();
    await page.getByRole("dialog", { name: "Close Round" }).getByRole("button", { name: "Close Round" }).click();
    await expect(page.getByText(`"${name}" is closed.`)).toBeVisible();

    // Carried out: the admin's list shows it erased, under a pseudonym; the candidate is signed out for good.
    await page.goto("/data-protection");
    await queue.getByText(/^Erased \(\d+\)$/).click();
    await expect(queue.getByText(/^Erased candidate [0-9A-F]{8}$/).first()).toBeVisible();
    await expect(queue.getByText(candidate.name)).toHaveCount(0);
    await candidatePage.reload();
    await expect(
      candidatePage.getByRole("alert").filter({ hasText: "Your session has ended. Please sign in again." }),
    ).toBeVisible();
    const login = await request.post("/api/candidate/login", {
      data: { email: candidate.email, password: candidate.password },
    });
    expect(login.status()).toBe(401);
  } finally {
    await candidatePage.context().close();
  }
});

/** Site-wide: the current round's Aadhaar setting; set back to the spec's rule (required) at the end. */
test("the admin stops asking for the Aadhaar number: a candidate's personal details have no such field", async ({
  page,
  browser,
  request,
}) => {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const current = (await rounds(request, token)).find((r) => r.isCurrent);
  if (!current) throw new Error("no current admission round");
  const candidate = await registeredCandidate(request, "noaadhaar");
  const candidatePage = await (await browser.newContext()).newPage();
  try {
    await signIn(page, token);
    await page.goto("/data-protection");
    const section = page.getByRole("region", { name: "Aadhaar number" });
    await section.getByRole("radio", { name: /^Not asked/ }).check();
    await section.getByRole("button", { name: "Save the Aadhaar setting" }).click();
    await expect(
      page.getByText(
        "The Aadhaar number is not asked while this round is current; profiles saved from now on keep none.",
      ),
    ).toBeVisible();
    await expectAccessibleAtBothWidths(page, "Data protection, Aadhaar not asked");

    await signIn(candidatePage, candidate.token);
    await candidatePage.goto("/profile");
    await expect(candidatePage.getByRole("textbox", { name: "Name", exact: true })).toBeVisible();
    await expect(candidatePage.getByRole("textbox", { name: /Aadhaar Number/ })).toHaveCount(0);
  } finally {
    await candidatePage.context().close();
    const back = await request.put(`/api/rounds/${current.id}/aadhaar`, { headers, data: { aadhaarMode: "REQUIRED" } });
    expect(back.ok(), await back.text()).toBeTruthy();
  }
});
