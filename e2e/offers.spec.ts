import { readFileSync } from "node:fs";
import { DEFAULT_TIME_ZONE, type DepartmentName, instantToZonedLocal } from "@phd/shared";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { pdfText } from "../apps/server/test/pdf.ts";
import { expectNoHorizontalScroll, waitForMail } from "./fixtures.ts";
import { expectAccessible, expectAccessibleAtBothWidths, WIDTHS } from "./support/axe.ts";
import { moveClockTo, resetClock } from "./support/clock.ts";
import { pdfFile } from "./support/files.ts";
import { finalMeritListViaApi, fourInterviewed } from "./support/selection.ts";
import { signIn, uid } from "./support/staff.ts";
import { toastSays } from "./support/toast.ts";

// Each test starts on the machine's time: this file moves the server's clock.
test.afterEach(({ request }) => resetClock(request));

// A department no other browser test uses: its final merit list and offers hold only this file's
// candidates. Publishing a list is for good (and locks the seats), so a retry takes another one.
const departmentOf = (retry: number): DepartmentName =>
  retry === 0 ? "Mechanical Engineering" : "Electrical Engineering";
const DECLARATION =
  "I accept the seat offered to me. I declare that my documents are genuine and that I will report to the department within seven days of the verification of my admission fee.";
const ACCEPTED = "Offer accepted. Pay the admission fee and enter it here before the admission is confirmed.";

/** The value next to a label of a detail list ("Allotted seat" → "General"). */
const detail = (scope: Locator, label: string) => scope.locator(`dt:text-is("${label}") + dd`).first();

/** An open overlay (drawer, dialog) checked by axe at 1280 px and at 360 px, the viewport restored after. */
async function overlayAccessibleAtBothWidths(page: Page, label: string) {
  const before = page.viewportSize();
  for (const w of WIDTHS) {
    await page.setViewportSize({ width: w.width, height: w.height });
    await expectAccessible(page, label);
    if (w.name === "phone") await expectNoHorizontalScroll(page);
  }
  if (before) await page.setViewportSize(before);
}

async function openFromMenu(page: Page, home: string, item: string) {
  await page.goto(home);
  await page.getByRole("navigation", { name: "Main menu" }).getByText(item, { exact: true }).click();
}

/** The admin's Offers page showing the department. */
async function adminOffers(page: Page, admin: string, department: string) {
  await signIn(page, admin);
  await openFromMenu(page, "/admin-home", "Offers");
  await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
  await page.getByRole("combobox", { name: "Department" }).click();
  await page.getByRole("option", { name: department, exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: department })).toBeVisible();
}

/** A datetime-local value (minutes) of the institution's zone for an instant. */
const zoned = (at: Date) => instantToZonedLocal(at, DEFAULT_TIME_ZONE);

async function downloaded(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent("download");
  await click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

test("offers issued from the final list, accepted, declined (the waitlist moves), lapsed, and an admission verified", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const DEPARTMENT = departmentOf(testInfo.retry);
  // ——— Set-up through the API (merit.spec.ts walks those screens): four verified candidates of the
  // entrance-test channel, two General seats, a final merit list: A and B allotted, C and D waitlisted.
  const { admin, coordinator, officer, roundId, candidates } = await fourInterviewed(request, DEPARTMENT, {
    labels: ["offerA", "offerB", "offerC", "offerD"],
    officerName: "Kavita Menon",
    venue: "Seminar Hall, Mechanical Block",
  });
  const [a, b, c, d] = candidates;
  await finalMeritListViaApi(request, { admin, coordinator }, roundId, DEPARTMENT, [
    { id: a.id, marks: 90, interview: 70 },
    { id: b.id, marks: 80, interview: 70 },
    { id: c.id, marks: 70, interview: 70 },
    { id: d.id, marks: 60, interview: 70 },
  ]);

  // ——— The admin sets the round's offer settings: the declaration, and the waitlist moving at once.
  await adminOffers(page, admin, DEPARTMENT);
  await page.getByRole("button", { name: "Offer settings" }).click();
  const drawer = page.getByRole("dialog", { name: "Offer settings" });
  const settings = drawer.getByRole("form", { name: "Offer settings" });
  await expect(settings.getByRole("textbox", { name: "Declaration" })).toBeVisible();
  await settings.getByRole("textbox", { name: "Declaration" }).fill(DECLARATION);
  await settings
    .getByRole("radio", { name: "At once: each freed seat is offered to the next waitlisted candidate" })
    .check();
  await expect(settings.getByRole("textbox", { name: "Admission fee (₹)" })).toHaveValue("25,000");
  await overlayAccessibleAtBothWidths(page, "offer settings drawer");
  await settings.getByRole("button", { name: "Save offer settings" }).click();
  await expect(drawer).toBeHidden();
  await toastSays(page, "Offer settings saved.");

  // ——— The admin issues the offers of the department's allotted seats, answerable for three days.
  const actions = page.getByRole("group", { name: "Offer actions" });
  await actions.getByRole("button", { name: "Issue offers" }).click();
  const issue = page.getByRole("dialog", { name: "Issue offers" });
  await expect(issue.getByRole("radio", { name: `${DEPARTMENT} only` })).toBeChecked();
  await issue.getByLabel(/^Answer by/).fill(zoned(new Date(Date.now() + 3 * 86_400_000)));
  await overlayAccessibleAtBothWidths(page, "issue offers dialog");
  await issue.getByRole("button", { name: "Issue offers" }).click();
  await expect(issue).toBeHidden();
  await toastSays(page, "2 offers made.");
  const offers = page.getByRole("table", { name: `Offers of ${DEPARTMENT}` });
  const offerRow = (who: { applicationId: string }) => offers.getByRole("row").filter({ hasText: who.applicationId });
  await expect(page.getByTestId("offer-count")).toHaveText("2 offers");
  for (const who of [a, b]) {
    await expect(offerRow(who)).toContainText(who.name);
    await expect(offerRow(who)).toContainText("General");
    await expect(offerRow(who).getByText("Offered", { exact: true })).toBeVisible();
  }
  const waitlist = page.getByRole("table", { name: `Waitlist of ${DEPARTMENT}` });
  await expect(waitlist.getByRole("row").filter({ hasText: c.applicationId }).getByRole("cell").first()).toHaveText(
    "1",
  );
  await expect(waitlist.getByRole("row").filter({ hasText: d.applicationId }).getByRole("cell").first()).toHaveText(
    "2",
  );
  await expectAccessibleAtBothWidths(page, "Offers with the offers issued (admin)");

  // The offer mail carries the letter. (Gathered for a few seconds: an answer before it goes would
  // replace the offer's notice, so the candidate reads the mail first.)
  const offerMail = await waitForMail(
    a.email,
    (m) => m.subject === `Offer of admission: ${a.applicationId} (${DEPARTMENT})`,
  );
  expect(offerMail.attachments).toEqual([`Offer_Letter_${a.applicationId}.pdf`]);
  expect(offerMail.text).toContain(`You are offered a seat in ${DEPARTMENT} (application ${a.applicationId}).`);
  await waitForMail(b.email, (m) => m.subject === `Offer of admission: ${b.applicationId} (${DEPARTMENT})`);

  // ——— Candidate A: the badge on My Applications, the card, the letter, then accepts with the declaration.
  await signIn(page, a.token);
  await page.goto("/applications");
  const listed = page.getByRole("row").filter({ hasText: a.applicationId });
  await expect(listed.getByText("Offer: Offered", { exact: true })).toBeVisible();
  await expect(listed.getByText(/^Answer by /)).toBeVisible();
  await expectAccessibleAtBothWidths(page, "My Applications with an offer");
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByText("Offer of admission", { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });
  await listed.getByRole("button", { name: `View options for ${a.applicationId}` }).click();
  await page.getByRole("button", { name: "View Application" }).click();
  await expect(page).toHaveURL(new RegExp(`/view-candidate-application/${a.id}$`));

  const card = page.getByRole("region", { name: "Offer of admission" });
  await expect(card.getByTestId("offer-state")).toHaveText("Offered");
  await expect(card.getByText(/^You have been offered a seat\. Accept or decline the offer by /)).toBeVisible();
  await expect(detail(card, "Allotted seat")).toHaveText("General");
  await expect(detail(card, "Selection channel")).toHaveText("Entrance test");
  await expect(detail(card, "Answer by")).toContainText(/2 days \d+ hours? left/);
  await expect(detail(card, "Admission fee")).toHaveText("₹25,000.00");
  await expectAccessibleAtBothWidths(page, "candidate application with an offer");

  const letter = await downloaded(page, () => card.getByRole("button", { name: "Download offer letter" }).click());
  expect(letter.name).toBe(`Offer_Letter_${a.applicationId}.pdf`);
  const letterText = await pdfText(letter.bytes);
  for (const expected of [a.name, DEPARTMENT, a.applicationId, "25,000"]) expect(letterText).toContain(expected);

  await card.getByRole("button", { name: "Accept the offer" }).click();
  const accept = page.getByRole("dialog", { name: "Accept the offer" });
  await expect(accept.getByTestId("declaration")).toHaveText(DECLARATION);
  await accept.getByRole("button", { name: "Confirm acceptance" }).click();
  await expect(accept.getByText("Tick the declaration to accept the offer")).toBeVisible();
  await expect(accept.getByRole("checkbox", { name: "I have read and accept the declaration" })).toBeFocused();
  await overlayAccessibleAtBothWidths(page, "accept the offer dialog, declaration not ticked");
  await accept.getByRole("checkbox", { name: "I have read and accept the declaration" }).check();
  await accept.getByRole("button", { name: "Confirm acceptance" }).click();
  await expect(accept).toBeHidden();
  await expect(page.getByRole("alert").getByText(ACCEPTED, { exact: true })).toBeVisible();
  await expect(card.getByTestId("offer-state")).toHaveText("Accepted");
  await expect(card.getByRole("button", { name: "Accept the offer" })).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Withdraw acceptance" })).toBeVisible();
  await expect(card.getByRole("region", { name: "Admission fee" })).toContainText(
    "Pay ₹25,000.00, then enter the payment's details and upload its receipt.",
  );

  // ——— Candidate B declines, asked once more; the seat goes at once to C, first on the waitlist.
  await signIn(page, b.token);
  await page.goto(`/view-candidate-application/${b.id}`);
  await expect(card.getByTestId("offer-state")).toHaveText("Offered");
  await card.getByRole("button", { name: "Decline the offer" }).click();
  const decline = page.getByRole("dialog", { name: "Decline the offer?" });
  await expect(decline.getByRole("button", { name: "Keep the offer" })).toBeFocused();
  await overlayAccessibleAtBothWidths(page, "decline the offer dialog");
  await decline.getByRole("button", { name: "Decline the offer" }).click();
  await expect(decline).toBeHidden();
  await expect(
    page.getByRole("alert").getByText("Offer declined. The seat goes to the next candidate.", { exact: true }),
  ).toBeVisible();
  await expect(card.getByTestId("offer-state")).toHaveText("Declined");
  await expect(card.getByRole("button", { name: "Download offer letter" })).toHaveCount(0);

  const waitlistMail = await waitForMail(
    c.email,
    (m) => m.subject === `Offer of admission: ${c.applicationId} (${DEPARTMENT})`,
  );
  expect(waitlistMail.text).toContain(`You are offered a seat in ${DEPARTMENT} from the waitlist`);
  expect(waitlistMail.attachments).toEqual([`Offer_Letter_${c.applicationId}.pdf`]);

  // ——— The admin brings C's deadline forward to within the hour (the field takes whole minutes); the
  // test later moves the server's clock past it.
  await adminOffers(page, admin, DEPARTMENT);
  await expect(offerRow(b).getByText("Declined", { exact: true })).toBeVisible();
  await expect(offerRow(c).getByText("From the waitlist")).toBeVisible();
  await expect(offerRow(c).getByText("Offered", { exact: true })).toBeVisible();
  await offerRow(c)
    .getByRole("button", { name: `Change deadline of ${c.applicationId}` })
    .click();
  const change = page.getByRole("dialog", { name: `Change the deadline of ${c.applicationId}` });
  await expect(change).toContainText(`${c.name} (${c.applicationId}, Entrance test) has until`);
  await overlayAccessibleAtBothWidths(page, "change deadline dialog");
  const lapsesAt = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000);
  await change.getByLabel(/^Answer by/).fill(zoned(lapsesAt));
  await change.getByRole("button", { name: "Change deadline" }).click();
  await expect(change).toBeHidden();
  await expect(page.getByRole("alert").getByText("Deadline changed.", { exact: true })).toBeVisible();

  // ——— While C's offer runs out, candidate A enters the admission fee with its receipt.
  await signIn(page, a.token);
  await page.goto(`/view-candidate-application/${a.id}`);
  const fee = card.getByRole("region", { name: "Admission fee" });
  const utr = `UTRADM${uid()}`.toUpperCase();
  const paidAt = await page.evaluate(() => {
    const t = new Date(Date.now() - 3_600_000);
    const p = (n: number) => String(n).padStart(2, "0");
    return `${t.getFullYear()}-${p(t.getMonth() + 1)}-${p(t.getDate())}T${p(t.getHours())}:${p(t.getMinutes())}`;
  });
  await expect(fee.getByRole("textbox", { name: "Amount (₹)" })).toHaveValue("25,000");
  await fee.getByRole("textbox", { name: "UTR/DU Number" }).fill(utr);
  await fee.getByLabel("Transaction Date & Time").fill(paidAt);
  await fee.getByRole("textbox", { name: "Bank Name" }).fill("Bank of Maharashtra");
  await fee.getByLabel("Upload Payment receipt", { exact: true }).setInputFiles(pdfFile("admission-fee.pdf"));
  await expectAccessibleAtBothWidths(page, "candidate application, admission fee form filled");
  await fee.getByRole("button", { name: "Send payment details" }).click();
  await expect(
    page.getByRole("alert").getByText("Admission fee sent: the account section will verify it.", { exact: true }),
  ).toBeVisible();
  await expect(card.getByText(/The account section is verifying your admission fee payment/)).toBeVisible();
  await expect(detail(fee, "UTR/DU Number")).toHaveText(utr);
  await expect(detail(fee, "Verification")).toHaveText("Pending");

  // ——— The account section: Admission Fees, the receipt previewed, verified with a confirmation.
  await signIn(page, officer);
  await openFromMenu(page, "/account-section-home", "Admission Fees");
  await expect(page.getByRole("heading", { level: 1, name: "Admission Fees" })).toBeVisible();
  const entry = page.getByRole("region", { name: `${a.name} (${a.applicationId})` });
  await expect(detail(entry, "Amount")).toHaveText("₹25,000.00");
  await expect(detail(entry, "UTR / DU number")).toHaveText(utr);
  await expect(detail(entry, "Bank")).toHaveText("Bank of Maharashtra");
  await expect(entry).toContainText(`${DEPARTMENT} · Entrance test · General`);
  await expectAccessibleAtBothWidths(page, "Admission Fees (account section)");
  await entry.getByRole("button", { name: `View receipt of ${a.applicationId}` }).click();
  const receipt = page.getByRole("dialog", { name: `Admission fee receipt of ${a.applicationId}` });
  await expect(receipt.getByText("admission-fee.pdf", { exact: true })).toBeVisible();
  await expect(receipt.locator(`iframe[title="Admission fee receipt of ${a.applicationId}"]`)).toBeVisible();
  await overlayAccessibleAtBothWidths(page, "admission fee receipt preview");
  await page.keyboard.press("Escape");
  await expect(receipt).toBeHidden();
  await entry
    .getByRole("group", { name: `Verdict on the admission fee of ${a.applicationId}` })
    .getByRole("button", { name: "Verify", exact: true })
    .click();
  const verify = page.getByRole("dialog", { name: `Verify the admission fee of ${a.applicationId}` });
  await expect(verify).toContainText("The candidate becomes Admitted; a verified fee cannot be reset.");
  await overlayAccessibleAtBothWidths(page, "verify the admission fee dialog");
  await verify.getByRole("button", { name: "Verify and admit" }).click();
  await expect(verify).toBeHidden();
  await toastSays(page, "Admission fee verified: the candidate is admitted.");
  await expect(entry.getByText("Verified: the candidate is admitted. A verified fee cannot be reset.")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "Admission Fees with the fee verified");

  // ——— Candidate A is admitted: the instructions and the documents to bring.
  await signIn(page, a.token);
  await page.goto(`/view-candidate-application/${a.id}`);
  await expect(card.getByTestId("offer-state")).toHaveText("Admitted");
  await expect(card.getByRole("alert").filter({ hasText: "You are admitted" })).toBeVisible();
  await expect(card.getByRole("region", { name: "Documents to bring" })).toContainText("Two passport-size photographs");
  await expect(card.getByRole("button", { name: "Withdraw acceptance" })).toHaveCount(0);
  await expect(detail(fee, "Verification")).toHaveText("Verified");
  await expectAccessibleAtBothWidths(page, "candidate application, admitted");
  await waitForMail(a.email, (m) => m.subject === `Admitted: ${a.applicationId} (${DEPARTMENT})`);

  // ——— C's deadline passes: C's page reads lapsed, the admin's list too; the job offers the seat to D.
  await signIn(page, c.token);
  // The server's clock only: the page shows the lapse from the server's answer, not from its own time.
  await moveClockTo(request, new Date(lapsesAt.getTime() + 1_000));
  await page.goto(`/view-candidate-application/${c.id}`);
  await expect(card.getByTestId("offer-state")).toHaveText("Lapsed (not answered in time)");
  await expect(card.getByText(/^The offer was not answered by the deadline, .+, so it has lapsed\./)).toBeVisible();
  await expect(card.getByRole("button", { name: "Accept the offer" })).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, "candidate application, offer lapsed");
  const lapseMail = await waitForMail(c.email, (m) => m.subject === `Offer lapsed: ${c.applicationId} (${DEPARTMENT})`);
  expect(lapseMail.text).toContain("has lapsed; the seat goes to the next candidate.");
  await waitForMail(d.email, (m) => m.subject === `Offer of admission: ${d.applicationId} (${DEPARTMENT})`);

  await adminOffers(page, admin, DEPARTMENT);
  await expect(page.getByTestId("offer-count")).toHaveText("4 offers");
  await expect(offerRow(a).getByText("Admitted", { exact: true })).toBeVisible();
  await expect(offerRow(c).getByText("Lapsed (not answered in time)", { exact: true })).toBeVisible();
  await expect(offerRow(d).getByText("Offered", { exact: true })).toBeVisible();
  await expect(offerRow(d).getByText("From the waitlist")).toBeVisible();
  await expect(page.getByText("No waitlisted candidate is waiting for an offer.")).toBeVisible();

  // ——— The seat dashboard: one admitted, one declined, one lapsed, the fourth offered; no seat vacant.
  await openFromMenu(page, "/admin-home", "Seat Dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Seat Dashboard" })).toBeVisible();
  await page.getByRole("combobox", { name: "Department" }).click();
  await page.getByRole("option", { name: DEPARTMENT, exact: true }).click();
  await expect(page).toHaveURL(/department=/);
  const seats = page.getByRole("table", { name: "Seats by department, channel and category" });
  const general = seats.getByRole("row").filter({ hasText: "General" });
  // Channel, category, then seats, offered, accepted, declined, lapsed, withdrawn, admitted, vacant.
  await expect(general.getByRole("cell")).toHaveText([
    "Entrance test",
    "General",
    "2",
    "1",
    "0",
    "1",
    "1",
    "0",
    "1",
    "0",
  ]);
  await expect(seats.getByTestId(`total-${DEPARTMENT}`)).toContainText("Total");
  await expect(page.getByText(`Admitted list of ${DEPARTMENT}`)).toBeVisible();
  await expectAccessibleAtBothWidths(page, "Seat Dashboard");

  const csv = await downloaded(page, () => page.getByRole("button", { name: "Admitted list CSV" }).click());
  expect(csv.name).toMatch(/\.csv$/);
  const csvText = csv.bytes.toString("utf8");
  expect(csvText).toContain(a.applicationId);
  expect(csvText).toContain(a.name);
  expect(csvText).toContain(utr);
  for (const other of [b, c, d]) expect(csvText).not.toContain(other.applicationId);
  const pdf = await downloaded(page, () => page.getByRole("button", { name: "Admitted list PDF" }).click());
  expect(pdf.name).toMatch(/\.pdf$/);
  const pdfWords = await pdfText(pdf.bytes);
  for (const expected of ["Admitted candidates (1)", a.applicationId, DEPARTMENT]) expect(pdfWords).toContain(expected);

  // A count opens those offers on the Offers page, filtered.
  await general.getByRole("link", { name: `1 lapsed: ${DEPARTMENT}, Entrance test, General` }).click();
  await expect(page).toHaveURL(/\/offers\?.*state=LAPSED/);
  await expect(page.getByTestId("offer-count")).toHaveText("1 offer matches the filters");
  await expect(offerRow(c).getByText("Lapsed (not answered in time)", { exact: true })).toBeVisible();
  await expect(offerRow(a)).toHaveCount(0);
  await expectAccessibleAtBothWidths(page, "Offers filtered from the seat dashboard");
});
