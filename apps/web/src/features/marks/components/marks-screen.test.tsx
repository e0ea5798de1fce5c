import type { MarksImportReport, MarksResponse, TestMark } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { listedCandidate, roundId } from "../../../test/fixtures.ts";
import { fakeMatchMedia } from "../../../test/media.ts";
import { answerTo, bodiesOf, type SentUpload, stubNetwork } from "../../../test/network.ts";
import { renderApp, retype } from "../../../test/render.tsx";
import { DEPARTMENT as D, type SelectionStubs, stubSelectionApi } from "../../../test/selection-screen.tsx";
import { CLOSED_ROUND_NOTICE } from "../../rounds/index.ts";
import { MarksScreen } from "./marks-screen.tsx";

/** A page of the grid: the query as the screen sends it. */
const GRID = (rest = "show=ALL&page=1", n = 2) =>
  `/api/rounds/${roundId(n)}/marks?department=Computer+Engineering&${rest}&limit=50`;
const SAVE = `/api/rounds/${roundId(2)}/marks`;
const IMPORT = `/api/rounds/${roundId(2)}/marks/import`;
/** What an import sent: its form fields in order (the file by its name). */
const fieldsOf = (sent: SentUpload) =>
  [...sent.body.entries()].map(([k, v]) => [k, typeof v === "string" ? v : `file:${v.name}`]);
const applying = (sent: SentUpload) => sent.body.get("apply") === "true";

/** Candidate `n` of the test channel: PHD00n, General, nothing entered unless the overrides say. */
function testMark(n: number, overrides: Partial<TestMark> = {}): TestMark {
  return {
    ...listedCandidate(n),
    marks: null,
    absent: false,
    updatedAt: null,
    ...overrides,
  };
}

function marksAnswer(
  entries: TestMark[],
  {
    max = 100,
    currentPage = 1,
    totalPages = 1,
    total = entries.length,
    counts = {
      total: entries.length,
      entered: entries.filter((e) => e.marks !== null).length,
      absent: entries.filter((e) => e.absent).length,
    },
  } = {},
): MarksResponse {
  return {
    success: true,
    data: { testMaxMarks: max, entries, pagination: { currentPage, totalPages, total }, counts },
  };
}

function report(overrides: Partial<MarksImportReport> = {}): MarksImportReport {
  return {
    rows: 2,
    changes: { added: 1, changed: 1, unchanged: 0 },
    notInFile: 3,
    problemCount: 0,
    problems: [],
    applied: false,
    ...overrides,
  };
}

const asha = testMark(1, { name: "Asha Rao", category: "OBC", marks: 55, updatedAt: "2026-11-01T09:00:00.000Z" });
const bala = testMark(2, { name: "Bala Iyer" });
const chitra = testMark(3, { name: "Chitra Nair", absent: true, updatedAt: "2026-11-01T09:00:00.000Z" });
const dev = testMark(4, { name: "Dev Menon" });

function renderScreen({
  route = "/marks",
  upload,
  ...stubs
}: SelectionStubs & { route?: string; upload?: (sent: SentUpload) => { status: number; body: unknown } } = {}) {
  // The import goes as multipart with XMLHttpRequest (as the candidate's uploads); the rest through fetch.
  const net = stubNetwork({ upload });
  const api = stubSelectionApi(stubs);
  return { ...renderApp(<MarksScreen departments={[D]} />, { route }), api, net };
}

const csv = (text: string, name = "marks.csv") => new File([text], name, { type: "text/csv" });

describe("the Entrance Test Marks screen", () => {
  it("lists the department's candidates with the counts, and saves only the rows changed", async () => {
    const message = "Marks saved for 2 candidates.";
    const { user, api } = renderScreen({
      get: { [GRID()]: marksAnswer([asha, bala, chitra, dev]) },
      handle: answerTo("PUT", SAVE, 200, { success: true, message, data: { changed: 2 } }),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Entrance Test Marks" })).toBeVisible();
    const table = await screen.findByRole("table", { name: "Entrance test marks" });
    expect(within(table).getAllByRole("row")).toHaveLength(5);
    expect(screen.getByText("4 candidates take the entrance test.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Not entered: 2" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Entered: 1" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Absent: 1" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Marks of PHD001" })).toHaveValue("55");
    expect(screen.getByRole("checkbox", { name: "Absent: PHD003" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Marks of PHD003" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save marks" })).toBeDisabled();

    await user.type(screen.getByRole("textbox", { name: "Marks of PHD002" }), "62.5");
    await user.click(screen.getByRole("checkbox", { name: "Absent: PHD004" }));
    // Typed over and back to what is saved: not a change.
    const first = screen.getByRole("textbox", { name: "Marks of PHD001" });
    await retype(user, first, "55");
    expect(screen.getByText("Unsaved marks for 2 candidates.")).toBeVisible();
    expect(screen.getAllByText("Not saved")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Save marks" }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(bodiesOf(api, "PUT", SAVE)).toEqual([
      {
        department: D,
        entries: [
          { id: bala.id, marks: 62.5, absent: false },
          { id: dev.id, marks: null, absent: true },
        ],
      },
    ]);
    await waitFor(() => expect(screen.getByText("No unsaved changes.")).toBeVisible());
    // The grid is read again after the save.
    expect(api.of("GET", GRID())).toHaveLength(2);
  });

  it("refuses marks above the test's maximum before sending", async () => {
    const { user, api } = renderScreen({ get: { [GRID()]: marksAnswer([asha, bala], { max: 40 }) } });
    const marks = await screen.findByRole("textbox", { name: "Marks of PHD002" });
    await user.type(marks, "45");
    expect(await screen.findByText("Marks cannot be more than the maximum of 40.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save marks" }));
    expect(await screen.findByText("Correct the marks of PHD002 before saving.")).toBeVisible();
    expect(bodiesOf(api, "PUT", SAVE)).toEqual([]);

    await retype(user, marks, "39.75");
    expect(screen.queryByText("Marks cannot be more than the maximum of 40.")).toBeNull();
    expect(screen.queryByText("Correct the marks of PHD002 before saving.")).toBeNull();
  });

  it("clears a saved mark when its field is emptied", async () => {
    const { user, api } = renderScreen({
      get: { [GRID()]: marksAnswer([asha]) },
      handle: answerTo("PUT", SAVE, 200, {
        success: true,
        message: "Marks saved for 1 candidate.",
        data: { changed: 1 },
      }),
    });
    await user.clear(await screen.findByRole("textbox", { name: "Marks of PHD001" }));
    await user.click(screen.getByRole("button", { name: "Save marks" }));
    expect(await screen.findByText("Marks saved for 1 candidate.")).toBeVisible();
    expect(bodiesOf(api, "PUT", SAVE)).toEqual([
      { department: D, entries: [{ id: asha.id, marks: null, absent: false }] },
    ]);
  });

  it("keeps the marks typed on one page while another page is shown, and saves them together", async () => {
    const { user, api } = renderScreen({
      get: {
        [GRID()]: marksAnswer([bala], { totalPages: 2, total: 2, counts: { total: 2, entered: 0, absent: 0 } }),
        [GRID("show=ALL&page=2")]: marksAnswer([dev], {
          currentPage: 2,
          totalPages: 2,
          total: 2,
          counts: { total: 2, entered: 0, absent: 0 },
        }),
      },
      handle: answerTo("PUT", SAVE, 200, {
        success: true,
        message: "Marks saved for 2 candidates.",
        data: { changed: 2 },
      }),
    });
    await user.type(await screen.findByRole("textbox", { name: "Marks of PHD002" }), "48");
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await user.type(await screen.findByRole("textbox", { name: "Marks of PHD004" }), "71");
    expect(screen.getByText("Unsaved marks for 2 candidates (1 not on this page).")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Page 1" }));
    expect(await screen.findByRole("textbox", { name: "Marks of PHD002" })).toHaveValue("48");
    await user.click(screen.getByRole("button", { name: "Save marks" }));
    expect(await screen.findByText("Marks saved for 2 candidates.")).toBeVisible();
    expect(bodiesOf(api, "PUT", SAVE)).toEqual([
      {
        department: D,
        entries: [
          { id: bala.id, marks: 48, absent: false },
          { id: dev.id, marks: 71, absent: false },
        ],
      },
    ]);
  });

  it("filters by what is entered, in the address", async () => {
    const { user, api } = renderScreen({
      get: {
        [GRID()]: marksAnswer([asha, bala]),
        [GRID("show=MISSING&page=1")]: marksAnswer([bala], { counts: { total: 2, entered: 1, absent: 0 } }),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Not entered: 1" }));
    await waitFor(() => expect(screen.queryByRole("textbox", { name: "Marks of PHD001" })).toBeNull());
    expect(screen.getByRole("button", { name: "Not entered: 1" })).toHaveAttribute("aria-pressed", "true");
    expect(api.of("GET", GRID("show=MISSING&page=1"))).toHaveLength(1);
  });

  it("shows the server's refusal, on the row it names", async () => {
    const { user } = renderScreen({
      get: { [GRID()]: marksAnswer([asha, bala]) },
      handle: answerTo("PUT", SAVE, 400, {
        success: false,
        message: "Some marks cannot be saved; nothing was saved.",
        errors: { "entries.0.id": "The candidate is not shortlisted for the entrance test." },
      }),
    });
    await user.type(await screen.findByRole("textbox", { name: "Marks of PHD002" }), "50");
    await user.click(screen.getByRole("button", { name: "Save marks" }));
    expect(await screen.findByText("Some marks cannot be saved; nothing was saved.")).toBeVisible();
    expect(screen.getByText("The candidate is not shortlisted for the entrance test.")).toBeVisible();
    // What was typed stays, to be corrected.
    expect(screen.getByRole("textbox", { name: "Marks of PHD002" })).toHaveValue("50");
  });

  it("checks a CSV file first: its problems are listed by line and it cannot be applied", async () => {
    const problems = report({
      rows: 3,
      changes: { added: 1, changed: 0, unchanged: 0 },
      problemCount: 2,
      problems: [
        { line: 3, applicationId: "PHD002", problem: "OUT_OF_RANGE", message: "Marks must be from 0 to 100." },
        { line: 4, applicationId: "PHD999", problem: "UNKNOWN_ID", message: "No such application in this round." },
      ],
    });
    const { user, net } = renderScreen({
      get: { [GRID()]: marksAnswer([asha, bala]) },
      upload: () => ({
        status: 200,
        body: {
          success: true,
          message: "2 rows have problems: nothing can be imported until the file is corrected.",
          data: problems,
        },
      }),
    });
    const section = within(await screen.findByRole("region", { name: "Import from CSV" }));
    expect(section.getByText("application_id,marks")).toBeVisible();
    expect(section.getByRole("button", { name: "Check the file" })).toBeDisabled();
    expect(section.getByRole("button", { name: "Apply these marks" })).toBeDisabled();

    const file = csv("application_id,marks\nPHD001,50\nPHD002,120\nPHD999,40\n");
    await user.upload(section.getByLabelText("Upload a file of marks"), file);
    await user.click(section.getByRole("button", { name: "Check the file" }));

    expect(await section.findByText("The file has problems")).toBeVisible();
    expect(
      section.getByText("2 rows have problems: nothing can be imported until the file is corrected."),
    ).toBeVisible();
    const rows = within(section.getByRole("table", { name: "Problems in the file" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "3PHD002Marks must be from 0 to 100.",
      "4PHD999No such application in this round.",
    ]);
    expect(section.getByRole("button", { name: "Apply these marks" })).toBeDisabled();
    expect(net.uploads).toHaveLength(1);
    expect(net.uploads[0]?.method).toBe("POST");
    expect(net.uploads[0]?.url).toBe(IMPORT);
    // The fields first, then the file (the server reads them before the file).
    expect(fieldsOf(net.uploads[0] as SentUpload)).toEqual([
      ["department", D],
      ["apply", "false"],
      ["file", "file:marks.csv"],
    ]);
    expect(net.uploads[0]?.body.get("file")).toBe(file);
  });

  it("applies a file without problems, then reads the grid again", async () => {
    const { user, api, net } = renderScreen({
      get: { [GRID()]: marksAnswer([asha, bala]) },
      upload: (sent) =>
        applying(sent)
          ? {
              status: 200,
              body: {
                success: true,
                message: "Marks imported. New marks: 1; changed marks: 1.",
                data: report({ applied: true }),
              },
            }
          : {
              status: 200,
              body: { success: true, message: "The file is ready: 2 rows, no problems.", data: report() },
            },
    });
    const section = within(await screen.findByRole("region", { name: "Import from CSV" }));
    await user.upload(
      section.getByLabelText("Upload a file of marks"),
      csv("application_id,marks\nPHD001,60\nPHD002,ABSENT\n"),
    );
    await user.click(section.getByRole("button", { name: "Check the file" }));
    expect(await section.findByText("The file is ready")).toBeVisible();
    expect(section.getByText("The file is ready: 2 rows, no problems.")).toBeVisible();
    expect(section.queryByRole("table", { name: "Problems in the file" })).toBeNull();
    expect(api.of("GET", GRID())).toHaveLength(1);

    await user.click(section.getByRole("button", { name: "Apply these marks" }));
    expect(await screen.findAllByText("Marks imported. New marks: 1; changed marks: 1.")).not.toHaveLength(0);
    expect(section.getByText("Marks imported")).toBeVisible();
    expect(net.uploads.map((u) => [u.url, u.body.get("apply")])).toEqual([
      [IMPORT, "false"],
      [IMPORT, "true"],
    ]);
    await waitFor(() => expect(api.of("GET", GRID())).toHaveLength(2));
    // Applied: not again with the same pick.
    expect(section.getByRole("button", { name: "Apply these marks" })).toBeDisabled();
  });

  it("shows the server's refusal of an import with the problems of its report", async () => {
    const { user } = renderScreen({
      get: { [GRID()]: marksAnswer([asha]) },
      upload: (sent) =>
        applying(sent)
          ? {
              status: 400,
              body: {
                success: false,
                message: "Nothing was imported: 1 row has a problem.",
                data: {
                  report: report({
                    problemCount: 1,
                    problems: [
                      {
                        line: 2,
                        applicationId: "PHD001",
                        problem: "NOT_SHORTLISTED",
                        message: "The candidate is not shortlisted for the entrance test.",
                      },
                    ],
                  }),
                },
              },
            }
          : { status: 200, body: { success: true, message: "The file is ready.", data: report() } },
    });
    const section = within(await screen.findByRole("region", { name: "Import from CSV" }));
    await user.upload(section.getByLabelText("Upload a file of marks"), csv("application_id,marks\nPHD001,60\n"));
    await user.click(section.getByRole("button", { name: "Check the file" }));
    await user.click(await section.findByRole("button", { name: "Apply these marks" }));
    expect(await section.findByText("Nothing was imported: 1 row has a problem.")).toBeVisible();
    expect(section.getByText("The candidate is not shortlisted for the entrance test.")).toBeVisible();
    expect(section.getByRole("button", { name: "Apply these marks" })).toBeDisabled();
  });

  it("does not send a file that is not a CSV", async () => {
    const { user, net } = renderScreen({ get: { [GRID()]: marksAnswer([asha]) } });
    const section = within(await screen.findByRole("region", { name: "Import from CSV" }));
    await user.upload(
      section.getByLabelText("Upload a file of marks"),
      new File(["x"], "marks.xlsx", { type: "application/vnd.ms-excel" }),
    );
    expect(section.getByText("Choose a .csv file (comma-separated values).")).toBeVisible();
    expect(section.getByRole("button", { name: "Check the file" })).toBeDisabled();
    expect(net.uploads).toHaveLength(0);
  });

  it("reads a closed round: the marks are shown, nothing can be changed or imported", async () => {
    renderScreen({ route: `/marks?round=${roundId(1)}`, get: { [GRID("show=ALL&page=1", 1)]: marksAnswer([asha]) } });
    const marks = await screen.findByRole("textbox", { name: "Marks of PHD001" });
    expect(marks).toHaveValue("55");
    expect(marks).toHaveAttribute("readonly");
    expect(screen.getByText(CLOSED_ROUND_NOTICE)).toBeVisible();
    expect(screen.getByRole("checkbox", { name: "Absent: PHD001" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save marks" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Import from CSV" })).toBeNull();
  });

  it("shows one card per candidate on phones, each input named by the application", async () => {
    vi.stubGlobal(
      "matchMedia",
      fakeMatchMedia((q) => q.includes("47.99em")),
    );
    const { user } = renderScreen({ get: { [GRID()]: marksAnswer([asha, bala]) } });
    const cards = await screen.findAllByTestId("marks-card");
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole("table")).toBeNull();
    const second = within(cards[1] as HTMLElement);
    await user.type(second.getByRole("textbox", { name: "Marks of PHD002" }), "30");
    expect(second.getByText("Not saved")).toBeVisible();
    expect(screen.getByText("Unsaved marks for 1 candidate.")).toBeVisible();
  });
});
