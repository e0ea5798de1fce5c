import type { AllApplicationsResponse, ApplicationSummary } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { admissionRound, applicationSummary, roundId } from "../../../test/fixtures.ts";
import { expectLinkTo, expectRetryLoads, expectShownIn } from "../../../test/lists.ts";
import { stubPhoneScreen } from "../../../test/media.ts";
import { stubNetwork, stubObjectUrls } from "../../../test/network.ts";
import { address, renderWithAddress, retype } from "../../../test/render.tsx";
import { ApplicationsList } from "./applications-list.tsx";

const LIST = "/api/application/all/applications";
const DEFAULT = `${LIST}?page=1&limit=10&sort=createdAt&order=desc`;
const summary = applicationSummary;

function answer(applications: ApplicationSummary[], currentPage = 1, totalPages = 1, total = applications.length) {
  return {
    success: true,
    data: { applications, pagination: { currentPage, totalPages, totalApplications: total } },
  } satisfies AllApplicationsResponse;
}

function renderList(get: Record<string, unknown>, route = "/applications-page") {
  stubNetwork({ get });
  const view = renderWithAddress(<ApplicationsList />, route);
  return { ...view, get };
}

/** The API paths asked for, in order. */
const requested = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => String(url))
    .filter((u) => u.startsWith(LIST));
const lastRequest = () => new URL(requested().at(-1) ?? "", "http://x").searchParams;

describe("the coordinator's list of applications", () => {
  it("shows a page of rows with the total, status, relative date, actions and pagination", async () => {
    const rows = [
      summary(1, { user: { name: "Asha Rao", email: "asha@example.org" } }),
      summary(2, { verificationStatus: "VERIFIED", applicationType: "WORKING_PROFESSIONAL" }),
      summary(5, { verificationStatus: "MODIFICATION_REQUESTED" }),
      summary(30),
    ];
    renderList({ [DEFAULT]: answer(rows, 1, 3, 24) });

    expect(await screen.findByRole("heading", { level: 1, name: /^PhD applications\s*\(24\)$/ })).toBeVisible();
    const table = screen.getByRole("table", { name: /PhD applications, sorted by submission date, newest first/ });
    const bodyRows = within(table).getAllByRole("row").slice(1);
    expect(bodyRows).toHaveLength(4);
    expectShownIn(bodyRows[0], ["PHD001", "Asha Rao", "asha@example.org", "Regular Candidate", "Pending", "Today"]);
    expectShownIn(bodyRows[1], ["Verified", "Working Professional", "1 day ago"]);
    expectShownIn(bodyRows[2], ["4 days ago", "Modification Requested"]);
    expect(within(bodyRows[3] as HTMLElement).getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();

    expect(screen.getByRole("columnheader", { name: /Submitted/ })).toHaveAttribute("aria-sort", "descending");
    expectLinkTo("View PHD001", `/view-application/${rows[0]?.id}?i=0`);
    expect(screen.getByRole("button", { name: "Download PDF of PHD001" })).toBeEnabled();
    expect(screen.getByText("Showing page 1 of 3")).toBeVisible();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
  });

  it("asks the server for the next page, keeps it in the address and numbers the rows on", async () => {
    const page2 = `${LIST}?page=2&limit=10&sort=createdAt&order=desc`;
    const { user } = renderList({
      [DEFAULT]: answer([summary(1)], 1, 2, 11),
      [page2]: answer([summary(11)], 2, 2, 11),
    });
    await user.click(await screen.findByRole("button", { name: "Next" }));
    expect(await screen.findByText("Showing page 2 of 2")).toBeVisible();
    expect(lastRequest().get("page")).toBe("2");
    expect(address()).toBe("?page=2");
    expectLinkTo("View PHD011", `/view-application/${summary(11).id}?page=2&i=10`);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("reads search, filters, sort and page from the address and sends them to the server", async () => {
    const route =
      "/applications-page?search=asha&department=Civil+Engineering&status=VERIFIED&applicationType=REGULAR&fromDate=2025-01-01&toDate=2025-01-31&sort=applicationId&order=asc&page=2";
    const url = `${LIST}?page=2&limit=10&search=asha&department=Civil+Engineering&status=VERIFIED&applicationType=REGULAR&fromDate=2025-01-01&toDate=2025-01-31&sort=applicationId&order=asc`;
    renderList({ [url]: answer([summary(12, { department: "Civil Engineering" })], 2, 2, 12) }, route);
    expect(await screen.findByText("PHD012")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /Search applications/ })).toHaveValue("asha");
    expect(screen.getByRole("columnheader", { name: /Application ID/ })).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("button", { name: "Filters (5)" })).toBeVisible();
    const view = screen.getByRole("link", { name: "View PHD012" }).getAttribute("href") ?? "";
    const carried = new URL(view, "http://x").searchParams;
    expect(Object.fromEntries(carried)).toEqual({
      search: "asha",
      department: "Civil Engineering",
      status: "VERIFIED",
      applicationType: "REGULAR",
      fromDate: "2025-01-01",
      toDate: "2025-01-31",
      sort: "applicationId",
      order: "asc",
      page: "2",
      i: "10",
    });
  });

  it("searches after a pause, from page 1, and Clear drops the search", async () => {
    const { user } = renderList(
      {
        [DEFAULT]: answer([summary(1)], 1, 1, 1),
        [`${LIST}?page=3&limit=10&sort=createdAt&order=desc`]: answer([summary(21)], 3, 3, 21),
        [`${LIST}?page=1&limit=10&search=asha%40example.org&sort=createdAt&order=desc`]: answer([summary(7)], 1, 1, 1),
      },
      "/applications-page?page=3",
    );
    await screen.findByText("PHD021");

    await user.type(screen.getByRole("textbox", { name: /Search applications/ }), "asha@example.org");
    // One request for the whole word, not one per key.
    expect(await screen.findByText("PHD007")).toBeVisible();
    expect(requested().filter((u) => u.includes("search="))).toHaveLength(1);
    expect(lastRequest().get("search")).toBe("asha@example.org");
    expect(lastRequest().get("page")).toBe("1");
    expect(address()).toBe("?search=asha%40example.org");

    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByText("PHD001")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /Search applications/ })).toHaveValue("");
    expect(address()).toBe("");
  });

  it("filters on the server only when Apply is pressed; Reset drops the filters", async () => {
    const filtered = `${LIST}?page=1&limit=10&department=Mechanical+Engineering&status=MODIFICATION_REQUESTED&applicationType=WORKING_PROFESSIONAL&fromDate=2025-01-01&toDate=2025-02-01&sort=createdAt&order=desc`;
    const { user } = renderList({
      [DEFAULT]: answer([summary(1)]),
      [filtered]: answer([summary(3, { department: "Mechanical Engineering" })]),
    });
    await screen.findByText("PHD001");
    const toggle = screen.getByRole("button", { name: "Filters" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = screen.getByRole("form", { name: "Filters" });

    const choose = async (label: RegExp, option: string) => {
      await user.click(within(panel).getByRole("combobox", { name: label }));
      await user.click(await screen.findByRole("option", { name: option }));
    };
    await choose(/^Department/, "Mechanical Engineering");
    await choose(/^Status/, "Modification Requested");
    await choose(/^Application type/, "Working Professional");
    const from = within(panel).getByLabelText(/^From date/);
    const to = within(panel).getByLabelText(/^To date/);
    await user.type(to, "2024-12-01");
    await user.type(from, "2025-01-01");
    expect(within(panel).getByText("From date must not be after To date")).toBeVisible();
    expect(within(panel).getByRole("button", { name: "Apply" })).toBeDisabled();
    await retype(user, to, "2025-02-01");
    expect(requested()).toEqual([DEFAULT]);

    await user.click(within(panel).getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("PHD003")).toBeVisible();
    expect(requested().at(-1)).toBe(filtered);
    expect(screen.getByRole("button", { name: "Filters (5)" })).toBeVisible();

    await user.click(within(screen.getByRole("form", { name: "Filters" })).getByRole("button", { name: "Reset" }));
    expect(await screen.findByText("PHD001")).toBeVisible();
    expect(address()).toBe("");
    expect(within(screen.getByRole("form", { name: "Filters" })).getByLabelText(/^From date/)).toHaveValue("");
  });

  it("sorts by a column header (first ascending ids, then the other way) and from the Sort by control", async () => {
    const byId = (order: string) => `${LIST}?page=1&limit=10&sort=applicationId&order=${order}`;
    const { user } = renderList({
      [DEFAULT]: answer([summary(2), summary(1)]),
      [byId("asc")]: answer([summary(1), summary(2)]),
      [byId("desc")]: answer([summary(2), summary(1)]),
      [`${LIST}?page=1&limit=10&sort=createdAt&order=asc`]: answer([summary(1), summary(2)]),
    });
    await screen.findByText("PHD001");
    await user.click(screen.getByRole("button", { name: "Application ID" }));
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: /Application ID/ })).toHaveAttribute("aria-sort", "ascending"),
    );
    expect(requested().at(-1)).toBe(byId("asc"));
    expect(screen.getByRole("columnheader", { name: /Submitted/ })).not.toHaveAttribute("aria-sort");
    expect(screen.getByRole("table", { name: /sorted by application ID, ascending/ })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Application ID" }));
    await waitFor(() => expect(requested().at(-1)).toBe(byId("desc")));

    await user.click(screen.getByRole("combobox", { name: "Sort by" }));
    await user.click(await screen.findByRole("option", { name: "Submission date, oldest first" }));
    await waitFor(() => expect(address()).toBe("?sort=createdAt&order=asc"));
  });

  it("says when nothing is found, and offers to clear the search and filters in use", async () => {
    const url = `${LIST}?page=1&limit=10&status=VERIFIED&sort=createdAt&order=desc`;
    const { user } = renderList(
      { [url]: answer([], 1, 0, 0), [DEFAULT]: answer([]) },
      "/applications-page?status=VERIFIED",
    );
    expect(await screen.findByText("No applications found")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    await waitFor(() => expect(address()).toBe(""));
    expect(await screen.findByText("No applications found")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Clear search and filters" })).not.toBeInTheDocument();
  });

  it("shows the failure with the server's message and tries again on Retry", async () => {
    const { user, get } = renderList({});
    expect(await screen.findByText("Not found")).toBeVisible();
    await expectRetryLoads(user, "Failed to fetch applications", "PHD001", () => {
      get[DEFAULT] = answer([summary(1)]);
    });
  });

  it("downloads a row's PDF", async () => {
    const { user, get } = renderList({ [DEFAULT]: answer([summary(1)]) });
    get[`/api/application/download/${summary(1).id}`] = {};
    stubObjectUrls();
    await user.click(await screen.findByRole("button", { name: "Download PDF of PHD001" }));
    expect(await screen.findByText("Application downloaded successfully")).toBeVisible();
  });

  it("shows one card per application on phones", async () => {
    stubPhoneScreen();
    renderList({ [DEFAULT]: answer([summary(1), summary(2)]) });
    const cards = await screen.findAllByTestId("application-card");
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByRole("link", { name: "View PHD001" })).toBeVisible();
    expect(within(cards[0] as HTMLElement).getByText("Department")).toBeVisible();
  });

  it("switches to an earlier admission round: asked for from page 1, kept in the address and the review links", async () => {
    const earlier = `${DEFAULT}&round=${roundId(1)}`;
    const { user } = renderList(
      {
        "/api/rounds": {
          success: true,
          data: [
            admissionRound(2, { name: "PhD Admissions 2026-27, Round 1", isCurrent: true }),
            admissionRound(1, { name: "PhD Admissions 2025-26, Round 1", closedAt: "2026-03-01T09:00:00.000Z" }),
          ],
        },
        [`${LIST}?page=2&limit=10&sort=createdAt&order=desc`]: answer([summary(11)], 2, 2, 11),
        [earlier]: answer([summary(7, { applicationId: "PHD25007" })]),
      },
      "/applications-page?page=2",
    );
    expect(await screen.findByText("PHD011")).toBeVisible();
    const select = await screen.findByRole("combobox", { name: "Admission round" });
    expect(select).toHaveValue("PhD Admissions 2026-27, Round 1 (current)");
    await user.click(select);
    await user.click(await screen.findByRole("option", { name: "PhD Admissions 2025-26, Round 1 (closed)" }));

    expect(await screen.findByText("PHD25007")).toBeVisible();
    expect(lastRequest().get("round")).toBe(roundId(1));
    expect(lastRequest().get("page")).toBe("1");
    expect(address()).toBe(`?round=${roundId(1)}`);
    expect(screen.getByText("This round is closed. Its records can be read but not changed.")).toBeVisible();
    expectLinkTo("View PHD25007", `/view-application/${summary(7).id}?round=${roundId(1)}&i=0`);
  });
});
