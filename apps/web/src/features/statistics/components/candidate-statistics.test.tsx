import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectLinkTo, expectRetryLoads, expectShownIn, listRequestsTo, rowOf } from "../../../test/lists.ts";
import { stubPhoneScreen } from "../../../test/media.ts";
import { answerCsvAt, authorizationSentTo, catchDownloads, stubApi } from "../../../test/network.ts";
import { address, renderWithAddress } from "../../../test/render.tsx";
import { CandidateStatistics, STATISTICS_LOAD_FAILED } from "./candidate-statistics.tsx";
import { candidateRow, overview, quietCharts, statisticsPage } from "./statistics-fixtures.ts";

quietCharts();

const LIST = "/api/admin/candidates-with-statistics";
const FIRST = `${LIST}?page=1&limit=10`;
const OVERVIEW = "/api/admin/statistics/overview";

function renderStatistics(get: Record<string, unknown>, route = "/candidate-statistics") {
  const table: Record<string, unknown> = { [OVERVIEW]: overview(), ...get };
  const api = stubApi({ get: table });
  const view = renderWithAddress(<CandidateStatistics />, route);
  return { ...view, api, get: table };
}

describe("Candidate Statistics", () => {
  it("shows the totals and each candidate with applications, verified of total, departments and View Profile", async () => {
    const rows = [
      candidateRow(1),
      candidateRow(2, { name: "zara Khan", totalApplications: 0, verifiedApplications: 0, departmentsApplied: [] }),
    ];
    renderStatistics({ [FIRST]: statisticsPage(rows, { totalPages: 3, totalMatching: 24 }) });

    expect(screen.getByRole("heading", { level: 1, name: "Candidate Statistics" })).toBeVisible();
    expect(await screen.findByText("Candidate 1")).toBeVisible();
    const totals = screen.getAllByTestId("statistics-total").map((c) => c.textContent);
    expect(totals).toEqual(["Total Candidates42", "Total Applications57", "Verified Applications19"]);
    expect(screen.getByTestId("candidates-matching")).toHaveTextContent("24 candidates");

    const table = screen.getByRole("table", { name: "Candidates" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Candidate", "Applications", "Verified", "Departments Applied", "Actions"]);
    const first = within(rowOf("Candidate 1"));
    expectShownIn(rowOf("Candidate 1"), ["C", "candidate1@example.org", "1 of 2", "Computer Engineering, Physics"]);
    expectLinkTo("View Profile of Candidate 1", `/candidate-profile/${rows[0]?.id}`, first);

    expectShownIn(rowOf("zara Khan"), ["Z", "0 of 0", "None"]);

    expect(screen.getByText("Showing page 1 of 3")).toBeVisible();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  it("says it is loading", async () => {
    renderStatistics({ [FIRST]: statisticsPage([candidateRow(1)]) });
    expect(screen.getByText("Loading candidates...")).toBeVisible();
    expect(await screen.findByText("Candidate 1")).toBeVisible();
    expect(screen.queryByText(/Showing page/)).toBeNull();
  });

  it("pages on the server with the page in the address", async () => {
    const { user, api } = renderStatistics({
      [FIRST]: statisticsPage([candidateRow(1)], { totalPages: 2, totalMatching: 11 }),
      [`${LIST}?page=2&limit=10`]: statisticsPage([candidateRow(11)], {
        currentPage: 2,
        totalPages: 2,
        totalMatching: 11,
      }),
    });
    await screen.findByText("Candidate 1");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Candidate 11")).toBeVisible();
    expect(address()).toBe("?page=2");
    expect(listRequestsTo(api, LIST)).toEqual([FIRST, `${LIST}?page=2&limit=10`]);
    expect(screen.getByText("Showing page 2 of 2")).toBeVisible();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(await screen.findByText("Candidate 1")).toBeVisible();
    expect(address()).toBe("");
  });

  it("reads the search and page from the address", async () => {
    renderStatistics(
      { [`${LIST}?page=2&limit=10&search=asha`]: statisticsPage([candidateRow(5)], { currentPage: 2, totalPages: 2 }) },
      "/candidate-statistics?search=asha&page=2",
    );
    expect(await screen.findByText("Candidate 5")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /Search candidates/ })).toHaveValue("asha");
    expect(screen.getByTestId("candidates-matching")).toHaveTextContent("1 candidate matches the search");
  });

  it("searches on the server after a pause, back from page 1, once for the whole word", async () => {
    const { user, api } = renderStatistics(
      {
        [`${LIST}?page=2&limit=10`]: statisticsPage([candidateRow(11)], { currentPage: 2, totalPages: 2 }),
        [`${LIST}?page=1&limit=10&search=asha`]: statisticsPage([candidateRow(7, { name: "Asha Rao" })]),
      },
      "/candidate-statistics?page=2",
    );
    await screen.findByText("Candidate 11");
    await user.type(screen.getByRole("textbox", { name: /Search candidates/ }), "asha");
    expect(await screen.findByText("Asha Rao")).toBeVisible();
    expect(listRequestsTo(api, LIST).filter((u) => u.includes("search="))).toEqual([
      `${LIST}?page=1&limit=10&search=asha`,
    ]);
    expect(address()).toBe("?search=asha");
  });

  it("says when no candidate matches", async () => {
    renderStatistics(
      { [`${LIST}?page=1&limit=10&search=nobody`]: statisticsPage([], { totalPages: 0 }) },
      "/candidate-statistics?search=nobody",
    );
    expect(await screen.findByText("No candidates found")).toBeVisible();
    expect(screen.getByText("Try a different name or e-mail address")).toBeVisible();
    expect(screen.queryByRole("table", { name: "Candidates" })).toBeNull();
  });

  it("shows the error banner, and Retry loads the list", async () => {
    const { user, get } = renderStatistics({});
    expect(STATISTICS_LOAD_FAILED).toBe("Failed to load candidates statistics. Please try again later.");
    expect(await screen.findByRole("alert")).toHaveTextContent(STATISTICS_LOAD_FAILED);
    await expectRetryLoads(user, STATISTICS_LOAD_FAILED, "Candidate 1", () => {
      get[FIRST] = statisticsPage([candidateRow(1)]);
    });
  });

  it("exports everyone matching the search as CSV with the bearer token, under the server's file name", async () => {
    localStorage.setItem("token", "t0ken");
    const csv = `${LIST}/export.csv?search=asha`;
    const { user } = renderStatistics(
      { [`${LIST}?page=1&limit=10&search=asha`]: statisticsPage([candidateRow(1)]) },
      "/candidate-statistics?search=asha",
    );
    const { saved, restore } = catchDownloads();
    answerCsvAt(csv, "name,email\n", "candidates.csv");
    await screen.findByText("Candidate 1");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(saved).toEqual(["candidates.csv"]));
    expect(authorizationSentTo(csv)).toBe("Bearer t0ken");
    expect(await screen.findByText("Candidate statistics exported")).toBeVisible();
    restore();
  });

  it("exports without a search as the bare export URL, and says when it fails", async () => {
    const { user, api } = renderStatistics({ [FIRST]: statisticsPage([candidateRow(1)]) });
    await screen.findByText("Candidate 1");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Not found")).toBeVisible();
    expect(api.of("GET", `${LIST}/export.csv`)).toHaveLength(1);
  });

  it("shows one card per candidate on phones", async () => {
    stubPhoneScreen();
    const rows = [candidateRow(1), candidateRow(2, { departmentsApplied: [] })];
    renderStatistics({ [FIRST]: statisticsPage(rows) });
    const cards = await screen.findAllByTestId("candidate-card");
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole("table", { name: "Candidates" })).toBeNull();
    const second = within(cards[1] as HTMLElement);
    expectShownIn(cards[1], ["None", "1 of 2"]);
    expectLinkTo("View Profile of Candidate 2", `/candidate-profile/${rows[1]?.id}`, second);
  });
});
