import { readFileSync } from "node:fs";
import { DEFAULT_TIME_ZONE, type DepartmentName, instantToZonedLocal } from "@phd/shared";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { pdfText } from "../apps/server/test/pdf.ts";
import { waitForMail } from "./fixtures.ts";
import { expectAccessible, expectAccessibleAtBothWidths } from "./support/axe.ts";
import { moveClockTo, resetClock } from "./support/clock.ts";
import { pdfFile } from "./support/files.ts";
import { fourInterviewed } from "./support/selection.ts";
import { signIn } from "./support/staff.ts";
import { toastSays } from "./support/toast.ts";

// Each test starts on the machine's time: this file moves the server's clock.
test.afterEach(({ request }) => resetClock(request));

// A department no other browser test uses: its marks, scores and merit list hold only this file's
// candidates. Publishing is for good (and locks the department's seats), so a retry takes another one.
const departmentOf = (retry: number): DepartmentName => (retry === 0 ? "Planning" : "Civil Engineering");
const VENUE = "Committee Room 2, Main Building";
const OBJECTION = "My answer sheet was marked 75, not 55: the marks of the last section were not added.";
const PANEL = ["Dr. A. Sharma", "Dr. B. Iyer"] as const;

/** The value next to a label of a detail list ("Rank" → "2"). */
const detail = (scope: Locator, label: string) => scope.locator(`dt:text-is("${label}") + dd`).first();

/** A CSV file of marks as a spreadsheet saves it. */
const csv = (name: string, rows: [string, string][]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(["application_id,marks", ...rows.map((r) => r.join(","))].join("\r\n")),
});

async function openFromMenu(page: Page, home: string, item: string) {
  await page.goto(home);
  await page.getByRole("navigation", { name: "Main menu" }).getByText(item, { exact: true }).click();
}

/** The admin's Merit List of the department, in the entrance-test channel. */
async function adminMeritList(page: Page, admin: string, department: string) {
  await signIn(page, admin);
  await openFromMenu(page, "/admin-home", "Merit List");
  await page.getByRole("combobox", { name: "Department" }).click();
  await page.getByRole("option", { name: department, exact: true }).click();
  await page.getByRole("radiogroup", { name: "Channel" }).getByText("Entrance test", { exact: true }).click();
}

test("marks imported, interview scores entered, the merit list published provisional, an objection answered, then final", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  // The page's clock moves with the server's when the objection window closes (support/clock.ts).
  await page.clock.install();
  const DEPARTMENT = departmentOf(testInfo.retry);
  // Set-up through the API: four verified applications of the entrance-test channel, shortlisted, two
  // General seats, one interview slot holding all four (those screens have their own tests).
  const { admin, coordinator, candidates } = await fourInterviewed(request, DEPARTMENT, {
    labels: ["merit1", "merit2", "merit3", "merit4"],
    officerName: "Rekha Nair",
    venue: VENUE,
  });
  const [first, second, third, absent] = candidates;

  // ——— Marks: a file with problems changes nothing; a clean one, checked then applied, fills the grid.
  await signIn(page, coordinator);
  await openFromMenu(page, "/coordinator-home", "Marks");
  await expect(page).toHaveURL(/\/marks/);
  await expect(page.getByRole("heading", { level: 1, name: "Entrance Test Marks" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Department" })).toHaveValue(DEPARTMENT);
  await expect(page.getByText("4 candidates take the entrance test.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Not entered: 4" })).toBeVisible();
  const upload = page.getByLabel("Upload a file of marks", { exact: true });
  const check = page.getByRole("button", { name: "Check the file" });
  const apply = page.getByRole("button", { name: "Apply these marks" });

  await upload.setInputFiles(
    csv("marks-draft.csv", [
      [first.applicationId, "80"],
      [second.applicationId, "140"],
      ["NOPE999", "50"],
    ]),
  );
  await check.click();
  await expect(page.getByRole("alert").filter({ hasText: "The file has problems" })).toContainText(
    "2 rows have problems: nothing can be imported until the file is corrected.",
  );
  const problems = page.getByRole("table", { name: "Problems in the file" });
  await expect(problems.getByRole("row").filter({ hasText: second.applicationId })).toContainText(
    "Marks cannot be more than the maximum of 100.",
  );
  await expect(problems.getByRole("row").filter({ hasText: "NOPE999" })).toContainText(
    "No application with this id in this round.",
  );
  await expect(apply).toBeDisabled();
  await expect(page.getByRole("button", { name: "Entered: 0" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: `Marks of ${first.applicationId}` })).toHaveValue("");

  await upload.setInputFiles(
    csv("marks.csv", [
      [first.applicationId, "80"],
      [second.applicationId, "55"],
      [third.applicationId, "64.5"],
      [absent.applicationId, "ABSENT"],
    ]),
  );
  await check.click();
  await expect(page.getByRole("status").filter({ hasText: "The file is ready" })).toContainText(
    "The file is ready: 4 rows, no problems.",
  );
  await apply.click();
  await toastSays(page, "Marks imported. New marks: 4; changed marks: 0.");
  await expect(page.getByText("The grid above shows the imported marks.")).toBeVisible();
  for (const [who, marks] of [
    [first, "80"],
    [second, "55"],
    [third, "64.5"],
  ] as const)
    await expect(page.getByRole("textbox", { name: `Marks of ${who.applicationId}` })).toHaveValue(marks);
  await expect(page.getByRole("checkbox", { name: `Absent: ${absent.applicationId}` })).toBeChecked();
  await expect(page.getByRole("button", { name: "Entered: 3" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Absent: 1" })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "Marks after an import");

  // ——— Interview scores: a panel of two, a score each for three candidates, the fourth absent.
  await openFromMenu(page, "/coordinator-home", "Interview Scores");
  await expect(page.getByRole("heading", { level: 1, name: "Interview Scores" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Interview slot" })).toHaveValue(new RegExp(VENUE));
  const panel = page.getByRole("group", { name: "Panel members" });
  await panel.getByRole("textbox", { name: "Panel member 1", exact: true }).fill(PANEL[0]);
  await panel.getByRole("button", { name: "Add a panel member" }).click();
  await panel.getByRole("textbox", { name: "Panel member 2", exact: true }).fill(PANEL[1]);
  const scores = [
    [first, "70", "80", "75"],
    [second, "60", "70", "65"],
    [third, "80", "90", "85"],
  ] as const;
  for (const [who, a, b, mean] of scores) {
    const card = page.getByRole("group", { name: `${who.applicationId} · ${who.name}` });
    await card.getByRole("textbox", { name: `Score by ${PANEL[0]}` }).fill(a);
    await card.getByRole("textbox", { name: `Score by ${PANEL[1]}` }).fill(b);
    await expect(card.getByText(`Mean of the panel's scores: ${mean} out of 100`)).toBeVisible();
  }
  const absentCard = page.getByRole("group", { name: `${absent.applicationId} · ${absent.name}` });
  await absentCard.getByRole("checkbox", { name: "Absent" }).check();
  await absentCard.getByRole("textbox", { name: "Remarks" }).fill("Did not come to the interview.");
  await expect(page.getByText("Unsaved scores for 4 candidates.")).toBeVisible();
  await page.getByRole("button", { name: "Save scores" }).click();
  await toastSays(page, "Scores saved for 4 candidates.");
  for (const [who, , , mean] of scores)
    await expect(
      page.getByRole("group", { name: `${who.applicationId} · ${who.name}` }).getByText(`Saved: ${mean}`),
    ).toBeVisible();
  await expect(absentCard.getByText("Absent", { exact: true }).first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, "Interview Scores saved");

  // ——— The live preview: 70 % test, 30 % interview; two seats, then the waitlist; the absent unranked.
  await openFromMenu(page, "/coordinator-home", "Merit List");
  await expect(page.getByRole("heading", { level: 1, name: "Merit List" })).toBeVisible();
  await page.getByRole("radiogroup", { name: "Channel" }).getByText("Entrance test", { exact: true }).click();
  const preview = page.getByRole("table", { name: "Live preview of the Entrance test list" });
  const rowOf = (table: Locator, who: { applicationId: string }) =>
    table.getByTestId("merit-row").filter({ hasText: who.applicationId });
  const expectLine = async (table: Locator, who: { applicationId: string }, line: string[]) => {
    const row = rowOf(table, who);
    await expect(row.getByRole("cell").first()).toHaveText(line[0] ?? "");
    for (const text of line.slice(1)) await expect(row).toContainText(text);
  };
  await expectLine(preview, first, ["1", "78.50", "Seat allotted", "General seat"]);
  await expectLine(preview, third, ["2", "70.65", "Seat allotted"]);
  await expectLine(preview, second, ["3", "58.00", "Waitlisted", "Waitlist position 1"]);
  await expectLine(preview, absent, ["—", "Absent"]);
  await expect(page.getByTestId("merit-state")).toHaveText("Not published");
  await expect(page.getByRole("region", { name: "Rules applied" })).toContainText("50 % of the entrance test");
  await expectAccessibleAtBothWidths(page, "Merit List preview (coordinator)");

  // ——— The admin publishes the provisional list. The window must close in the future, and the final list
  // waits for it.
  await adminMeritList(page, admin, DEPARTMENT);
  await expect(rowOf(preview, first).getByRole("cell").first()).toHaveText("1");
  await expect(page.getByRole("button", { name: "Publish final list" })).toBeDisabled();
  await expect(page.getByText("Publish the provisional list first.")).toBeVisible();
  await page.getByRole("button", { name: "Publish provisional list" }).click();
  const publish = page.getByRole("dialog", { name: "Publish provisional list" });
  await expectAccessible(page, "publish provisional dialog");
  // A day's window (the field takes whole minutes); the test moves both clocks past it below.
  const closesAt = new Date(Math.ceil((Date.now() + 86_400_000) / 60_000) * 60_000);
  await publish.getByLabel(/^Objections close at/).fill(instantToZonedLocal(closesAt, DEFAULT_TIME_ZONE));
  await publish.getByRole("button", { name: "Publish provisional list" }).click();
  await expect(publish).toBeHidden();
  await expect(
    page
      .getByRole("alert")
      .getByText(`Provisional merit list of ${DEPARTMENT} published; 4 candidates are being mailed.`),
  ).toBeVisible();
  await expect(page.getByTestId("merit-state")).toHaveText("Provisional list published");
  await expect(page.getByRole("button", { name: "Publish final list" })).toBeDisabled();
  await expect(page.getByText(/^The objection window is open until /)).toBeVisible();

  // ——— The waitlisted candidate reads their line and objects, with a PDF.
  await signIn(page, second.token);
  await page.goto(`/view-candidate-application/${second.id}`);
  const card = page.getByRole("region", { name: "Merit list", exact: true });
  await expect(card.getByText("Provisional list", { exact: true })).toBeVisible();
  await expect(detail(card, "Rank")).toHaveText("3");
  await expect(detail(card, "Status")).toHaveText("Waitlisted");
  await expect(detail(card, "Waitlist position")).toHaveText("1");
  await expect(detail(card, "Composite score")).toHaveText("58.00");
  await expect(detail(card, "Made of")).toContainText("Entrance test: 55.00 % × 70 % = 38.50");
  await expect(card.getByText(/^Objections to this list can be raised until /)).toBeVisible();
  await card.getByRole("textbox", { name: "Your objection" }).fill(OBJECTION);
  await card.getByLabel("Upload a supporting document", { exact: true }).setInputFiles(pdfFile("answer-sheet.pdf"));
  await expectAccessibleAtBothWidths(page, "candidate application with the provisional merit line");
  await card.getByRole("button", { name: "Send objection" }).click();
  await toastSays(page, "Your objection has been received.");
  const yours = card.getByRole("region", { name: "Your objection" });
  await expect(yours.getByText("Awaiting an answer")).toBeVisible();
  await expect(yours.getByText(OBJECTION)).toBeVisible();
  await expect(card.getByRole("button", { name: "Send objection" })).toHaveCount(0);

  // ——— The coordinator accepts it with the corrected mark: the preview moves the candidate up.
  await signIn(page, coordinator);
  await openFromMenu(page, "/coordinator-home", "Merit List");
  await page.getByRole("radiogroup", { name: "Channel" }).getByText("Entrance test", { exact: true }).click();
  const objections = page.getByRole("region", { name: "Objections", exact: true });
  await expect(objections.getByText("1 objection, 1 awaiting an answer.")).toBeVisible();
  await expect(objections.getByText(OBJECTION)).toBeVisible();
  await expect(
    objections.getByRole("button", { name: `Attached document of ${second.applicationId} (PDF)` }),
  ).toBeVisible();
  const answer = objections.getByRole("form", { name: `Answer to the objection of ${second.applicationId}` });
  await answer.getByRole("radio", { name: "Accept" }).check();
  await answer.getByRole("textbox", { name: "Answer" }).fill("Re-totalled: the last section's 20 marks were missed.");
  await answer.getByRole("textbox", { name: "Corrected entrance-test marks" }).fill("75");
  await expectAccessibleAtBothWidths(page, "Merit List with an objection to answer");
  await answer.getByRole("button", { name: "Send answer" }).click();
  await toastSays(page, "The objection is answered; the candidate is mailed.");
  await expect(objections.getByText("1 objection, 0 awaiting an answer.")).toBeVisible();
  await expect(detail(objections, "Corrected entrance-test marks")).toHaveText("75");
  await expect(objections.getByText("Accepted", { exact: true })).toBeVisible();
  await expectLine(preview, second, ["2", "72.00", "Seat allotted"]);
  await expectLine(preview, third, ["3", "70.65", "Waitlisted"]);
  await expectAccessibleAtBothWidths(page, "Merit List with the objection answered");

  // Both were mailed to the candidate (read while the window runs out).
  const provisionalMail = await waitForMail(
    second.email,
    (m) => m.subject === `Provisional merit list published: ${DEPARTMENT} (${second.applicationId})`,
  );
  expect(provisionalMail.text).toContain(
    "Your rank is 3, with a composite score of 58.00; your status: waitlist position 1.",
  );
  const answerMail = await waitForMail(
    second.email,
    (m) => m.subject === `Your objection to the merit list of ${DEPARTMENT} is accepted (${second.applicationId})`,
  );
  expect(answerMail.text).toContain("The correction will be reflected in the final merit list.");

  // ——— The window closes: the server's clock and the page's move past it (no waiting).
  await moveClockTo(request, new Date(closesAt.getTime() + 1_000), page);

  // ——— The admin publishes the final list, sees what changed and exports it as a PDF.
  await adminMeritList(page, admin, DEPARTMENT);
  await expect(detail(page.getByRole("region", { name: "Publication" }), "Objections close")).toContainText("(closed)");
  await page.getByRole("button", { name: "Publish final list" }).click();
  const final = page.getByRole("dialog", { name: "Publish final list" });
  await final.getByRole("button", { name: "Publish final list" }).click();
  await expect(final).toBeHidden();
  await toastSays(page, `Final merit list of ${DEPARTMENT} published; 4 candidates are being mailed.`);
  await expect(page.getByTestId("merit-state")).toHaveText("Final list published");
  const shown = page.getByRole("radiogroup", { name: "List shown" });
  await shown.getByText("What changed", { exact: true }).click();
  const changes = page.getByRole("table", { name: "What changed" });
  await expect(changes.getByRole("row").filter({ hasText: second.applicationId })).toBeVisible();
  await expect(changes.getByRole("row").filter({ hasText: third.applicationId })).toBeVisible();
  await shown.getByText("Final (published)", { exact: true }).click();
  await expect(page).toHaveURL(/view=FINAL/);
  const finalTable = page.getByRole("table", { name: "Final list of the Entrance test channel" });
  await expectLine(finalTable, second, ["2", "72.00", "Seat allotted"]);
  await expectLine(finalTable, third, ["3", "70.65", "Waitlisted"]);
  await expectAccessibleAtBothWidths(page, "Merit List, final list (admin)");

  const heading = (await (await request.get("/api/constant/websiteHeading")).json()).data as string;
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^merit-list-.+-entrance-test-final-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await pdfText(readFileSync(await download.path()));
  for (const expected of [heading, "Final merit list", "Qualifying mark", DEPARTMENT, second.name, first.name])
    expect(text).toContain(expected);

  // ——— The candidate sees the final line and what changed.
  await signIn(page, second.token);
  await page.goto(`/view-candidate-application/${second.id}`);
  await expect(card.getByText("Final list", { exact: true })).toBeVisible();
  await expect(detail(card, "Rank")).toHaveText("2");
  await expect(detail(card, "Status")).toHaveText("Seat allotted");
  await expect(detail(card, "Seat allotted")).toHaveText("General seat");
  const changed = card.getByRole("region", { name: "Changed from the provisional list" });
  await expect(detail(changed, "Rank")).toHaveText("3 → 2");
  await expect(detail(changed, "Composite score")).toHaveText("58.00 → 72.00");
  await expect(detail(changed, "Status")).toHaveText("Waitlisted → Seat allotted");
  await expect(yours.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(detail(yours, "Corrected entrance-test marks")).toHaveText("75");
  await expectAccessibleAtBothWidths(page, "candidate application with the final merit line");
});
