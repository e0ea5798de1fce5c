import { readFileSync } from "node:fs";
import { callLetterFileName } from "@phd/shared";
import { expect, type Page, test } from "@playwright/test";
import { pdfText } from "../apps/server/test/pdf.ts";
import { adminToken, waitForMail } from "./fixtures.ts";
import { expectAccessible, expectAccessibleAtBothWidths } from "./support/axe.ts";
import { verifiedApplicantOf } from "./support/selection.ts";
import { accountOfficer, coordinatorOf, signIn } from "./support/staff.ts";
import { toastSays } from "./support/toast.ts";

// A department no other browser test uses: its slots and shortlist hold only this file's candidates.
const DEPARTMENT = "Humanities";
const verifiedApplicant = verifiedApplicantOf(DEPARTMENT);
const INSTRUCTION = "Bring your university identity card and two passport photographs.";

/** The institution's wall clock `days` from today at `time`, as a date-time input takes it. */
function dayAt(days: number, time: string): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${time}`;
}

async function createSlot(page: Page, startsAt: string, capacity: number, venue: string) {
  const form = page.getByRole("dialog", { name: "New entrance test slot" });
  // Right after the axe pass at 360 px the page is laid out again; a click then can miss the
  // button's handler, so click again until the dialog shows (as a person would).
  await expect(async () => {
    if (!(await form.isVisible())) await page.getByRole("button", { name: "New slot" }).click();
    await expect(form).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await form.getByLabel(/^Starts at/).fill(startsAt);
  await form.getByRole("textbox", { name: "Capacity" }).fill(String(capacity));
  await form.getByRole("textbox", { name: "Venue" }).fill(venue);
  return form;
}

test("the admin writes the call-letter instructions; a coordinator creates test slots and places the shortlisted; the candidate downloads the call letter", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const coordinator = await coordinatorOf(request, [DEPARTMENT]);
  const officer = await accountOfficer(request, "Kavita Rao");
  const first = await verifiedApplicant(request, coordinator, officer, "slot1");
  const second = await verifiedApplicant(request, coordinator, officer, "slot2");
  // Both shortlisted for the entrance test (the Shortlist screen is shortlist.spec.ts's).
  const admin = await adminToken(request);
  const rounds = await request.get("/api/rounds", { headers: { Authorization: `Bearer ${admin}` } });
  const round = (await rounds.json()).data.find((r: { isCurrent: boolean }) => r.isCurrent) as { id: string };
  const shortlisted = await request.post(`/api/rounds/${round.id}/shortlist`, {
    headers: { Authorization: `Bearer ${coordinator}` },
    data: { department: DEPARTMENT, decision: "SHORTLISTED", applicationIds: [first.id, second.id] },
  });
  expect(shortlisted.ok(), await shortlisted.text()).toBeTruthy();

  // The admin writes the round's instructions on the Slots screen.
  await signIn(page, admin);
  await page.goto("/admin-home");
  await page.getByRole("navigation", { name: "Main menu" }).getByText("Slots", { exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Test & Interview Slots" })).toBeVisible();
  await page.getByRole("combobox", { name: "Department" }).click();
  await page.getByRole("option", { name: DEPARTMENT }).click();
  const instructions = page.getByRole("textbox", { name: "Instructions" });
  await instructions.fill(`${INSTRUCTION}\nReport 30 minutes early.`);
  await page.getByRole("button", { name: "Save instructions" }).click();
  await toastSays(page, "Call letter instructions saved.");
  await expectAccessibleAtBothWidths(page, "Slots (admin)");

  // The coordinator: two entrance-test slots, the first for one candidate.
  await signIn(page, coordinator);
  await page.goto("/coordinator-home");
  await page.getByRole("navigation", { name: "Main menu" }).getByText("Slots", { exact: true }).click();
  await expect(page).toHaveURL(/\/slots/);
  await expect(page.getByRole("combobox", { name: "Department" })).toHaveValue(DEPARTMENT);
  await expect(page.getByText("2 shortlisted candidates wait for an entrance test slot")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "Slots (coordinator, no slot yet)");

  // A slot in the past is refused by the form, with the reason.
  let form = await createSlot(page, dayAt(-2, "10:00"), 1, "Seminar Hall, Humanities Building");
  await expectAccessibleAtBothWidths(page, "new slot form");
  await form.getByRole("button", { name: "Create slot" }).click();
  await expect(form.getByText("A slot must start in the future.")).toBeVisible();
  await form.getByLabel(/^Starts at/).fill(dayAt(30, "10:00"));
  await form.getByRole("button", { name: "Create slot" }).click();
  await expect(form).toBeHidden();
  await toastSays(page, "Entrance test slot created.");
  form = await createSlot(page, dayAt(31, "10:00"), 5, "Examination Hall 3, Main Building");
  await form.getByRole("button", { name: "Create slot" }).click();
  await expect(form).toBeHidden();
  await toastSays(page, "Entrance test slot created.");

  // Assign automatically: application id order, the earlier slot filled first.
  await page.getByRole("button", { name: "Assign automatically" }).click();
  const confirm = page.getByRole("dialog", { name: "Assign automatically" });
  await expectAccessibleAtBothWidths(page, "assign automatically dialog");
  await confirm.getByRole("button", { name: "Assign candidates" }).click();
  await expect(confirm).toBeHidden();
  await toastSays(page, "2 candidates placed in slots.");
  await expect(page.getByText("No shortlisted candidate waits for an entrance test slot")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "Slots with candidates");

  // The later slot's candidates: the second applicant.
  await page
    .getByRole("button", { name: /^Candidates of the slot on .*/ })
    .nth(1)
    .click();
  const list = page.getByRole("region", { name: /Candidates of the slot/ });
  await expect(list.getByText(second.applicationId)).toBeVisible();
  await expectAccessibleAtBothWidths(page, "a slot's candidates");

  // Each candidate is mailed the call letter, attached.
  const mail = await waitForMail(first.email, (m) => m.subject.startsWith("Call letter: Entrance test"));
  expect(mail.text).toContain("Venue: Seminar Hall, Humanities Building");
  expect(mail.attachments).toEqual([callLetterFileName(first.applicationId, "TEST")]);

  // The candidate sees the slot on the application and downloads the call letter.
  await signIn(page, first.token);
  await page.goto(`/view-candidate-application/${first.id}`);
  const selection = page.getByRole("region", { name: "Selection" });
  await expect(selection.getByText("Venue: Seminar Hall, Humanities Building")).toBeVisible();
  await expectAccessible(page, "candidate application with a test slot");
  const downloading = page.waitForEvent("download");
  await selection.getByRole("button", { name: "Download the entrance test call letter" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(callLetterFileName(first.applicationId, "TEST"));
  const text = await pdfText(readFileSync(await download.path()));
  for (const expected of ["Call Letter: Entrance test", first.applicationId, DEPARTMENT, "Seminar Hall", INSTRUCTION])
    expect(text).toContain(expected);

  // Another candidate cannot fetch it.
  const foreign = await request.get(`/api/application/${first.id}/call-letter/test`, {
    headers: { Authorization: `Bearer ${second.token}` },
  });
  expect(foreign.status()).toBe(404);
});
