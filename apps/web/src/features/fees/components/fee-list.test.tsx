import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  expectLinkTo,
  expectRetryLoads,
  expectShownIn,
  findPhoneCards,
  listRequestsTo,
  rowOf,
} from "../../../test/lists.ts";
import { stubPhoneScreen } from "../../../test/media.ts";
import { answerCsvAt, authorizationSentTo, catchDownloads, stubApi, stubObjectUrls } from "../../../test/network.ts";
import { address, renderWithAddress } from "../../../test/render.tsx";
import { accountsSigner, feePage, feeRow } from "./fee-fixtures.ts";
import { FeeList } from "./fee-list.tsx";

const LIST = "/api/fee-details";
const DEFAULT = `${LIST}?page=1&limit=10&sort=createdAt&order=desc`;

function renderList(get: Record<string, unknown>, route = "/fee-details") {
  const api = stubApi({ get });
  const view = renderWithAddress(<FeeList />, route);
  return { ...view, api, get };
}

describe("the fee list", () => {
  it("shows the total, each payment with its amount, UTR, status and signer, and the row actions", async () => {
    const rows = [
      feeRow(1, { duplicateUtr: true }),
      feeRow(2, {
        applicationType: "WORKING_PROFESSIONAL",
        feeDetails: {
          ...feeRow(2).feeDetails,
          verification: { status: "VERIFIED", signedBy: accountsSigner },
        },
      }),
      feeRow(3, { feeDetails: { ...feeRow(3).feeDetails, receipt: null } }),
    ];
    renderList({ [DEFAULT]: feePage(rows, { totalPages: 3, total: 24 }) });

    expect(await screen.findByRole("heading", { level: 1, name: "Fee Details" })).toBeVisible();
    expect(await screen.findByText("24 applications")).toBeVisible();
    const table = screen.getByRole("table", { name: /Fee details, sorted by submission date, descending/ });
    for (const name of ["Application ID", "Applicant Name", "Department", "Amount", "Transaction Date", "Status"]) {
      expect(within(table).getByRole("button", { name })).toBeVisible();
    }

    const first = within(rowOf("PHD001"));
    expectShownIn(rowOf("PHD001"), ["Applicant 1", "Regular", "UTR00000001", "Duplicate UTR", "₹1,500.00", "Pending"]);
    expectLinkTo("View fee details of PHD001", `/fee-details/${rows[0]?.id}`, first);
    expect(first.getByRole("button", { name: "Download fee receipt of PHD001" })).toBeEnabled();

    const second = within(rowOf("PHD002"));
    expectShownIn(rowOf("PHD002"), ["Working Professional", "Verified", "by Meera Joshi"]);
    expect(second.queryByText("Duplicate UTR")).toBeNull();

    // Without a receipt: View is disabled and there is nothing to download.
    const third = within(rowOf("PHD003"));
    expect(third.getByRole("button", { name: /View fee details of PHD003/ })).toBeDisabled();
    expect(third.queryByRole("link")).toBeNull();
    expect(third.queryByRole("button", { name: /Download/ })).toBeNull();

    expect(screen.getByText("Showing page 1 of 3")).toBeVisible();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  it("says it is loading, and hides the pager when there is one page", async () => {
    renderList({ [DEFAULT]: feePage([feeRow(1)]) });
    expect(screen.getByText("Loading fee details...")).toBeVisible();
    expect(await screen.findByText("PHD001")).toBeVisible();
    expect(screen.getByText("1 application")).toBeVisible();
    expect(screen.queryByText(/Showing page/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  });

  it("reads search, filters, sort, grouping and page from the address, sends them, and shows the filters as chips", async () => {
    const route =
      "/fee-details?search=asha&department=Civil+Engineering&applicationType=REGULAR&verificationStatus=VERIFIED&utrNumber=UTR9&applicationId=PHD7&fromDate=2025-01-01&toDate=2025-01-31&duplicatesOnly=true&sort=amount&order=asc&page=2";
    const url = `${LIST}?page=2&limit=10&search=asha&department=Civil+Engineering&applicationType=REGULAR&verificationStatus=VERIFIED&utrNumber=UTR9&applicationId=PHD7&fromDate=2025-01-01&toDate=2025-01-31&duplicatesOnly=true&sort=amount&order=asc`;
    const withoutStatus = `${LIST}?page=1&limit=10&search=asha&department=Civil+Engineering&applicationType=REGULAR&utrNumber=UTR9&applicationId=PHD7&fromDate=2025-01-01&toDate=2025-01-31&duplicatesOnly=true&sort=amount&order=asc`;
    const { user, api } = renderList(
      {
        [url]: feePage([feeRow(12)], { currentPage: 2, totalPages: 2, total: 11 }),
        [withoutStatus]: feePage([feeRow(13)]),
        [`${LIST}?page=1&limit=10&sort=amount&order=asc`]: feePage([feeRow(14)]),
      },
      route,
    );
    expect(await screen.findByText("PHD012")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /Search fee details/ })).toHaveValue("asha");
    expect(screen.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "ascending");
    expect(screen.getByRole("button", { name: "Filters (8)" })).toBeVisible();

    const chips = within(screen.getByRole("group", { name: "Active filters" }));
    expect(chips.getAllByRole("button", { name: /^Remove filter/ }).map((b) => b.textContent)).toEqual([
      "Search: asha",
      "Department: Civil Engineering",
      "Type: Regular",
      "Status: Verified",
      "UTR/DU: UTR9",
      "Application ID: PHD7",
      "From: Jan 1, 2025",
      "To: Jan 31, 2025",
      "Duplicate UTR only",
    ]);

    await user.click(chips.getByRole("button", { name: "Remove filter Status: Verified" }));
    expect(await screen.findByText("PHD013")).toBeVisible();
    expect(listRequestsTo(api, LIST).at(-1)).toBe(withoutStatus);
    expect(address()).not.toContain("verificationStatus");
    expect(address()).not.toContain("page=");

    await user.click(screen.getByRole("button", { name: "Clear all" }));
    expect(await screen.findByText("PHD014")).toBeVisible();
    expect(address()).toBe("?sort=amount&order=asc");
    expect(screen.queryByRole("group", { name: "Active filters" })).toBeNull();
  });

  it("searches after a 500 ms pause from page 1, once for the whole word", async () => {
    const { user, api } = renderList(
      {
        [`${LIST}?page=2&limit=10&sort=createdAt&order=desc`]: feePage([feeRow(11)], { currentPage: 2, totalPages: 2 }),
        [`${LIST}?page=1&limit=10&search=UTR777&sort=createdAt&order=desc`]: feePage([feeRow(7)]),
      },
      "/fee-details?page=2",
    );
    await screen.findByText("PHD011");
    const box = screen.getByRole("textbox", { name: /Search fee details/ });
    expect(box).toHaveAttribute("placeholder", expect.stringMatching(/application ID, name or UTR/));
    await user.type(box, "UTR777");
    expect(await screen.findByText("PHD007")).toBeVisible();
    expect(listRequestsTo(api, LIST).filter((u) => u.includes("search="))).toHaveLength(1);
    expect(address()).toBe("?search=UTR777");
  });

  it("applies a filter from the panel after the pause, and Reset All drops them all", async () => {
    const verified = `${LIST}?page=1&limit=10&verificationStatus=VERIFIED&sort=createdAt&order=desc`;
    const duplicates = `${LIST}?page=1&limit=10&verificationStatus=VERIFIED&duplicatesOnly=true&sort=createdAt&order=desc`;
    const { user, api } = renderList({
      [DEFAULT]: feePage([feeRow(1)]),
      [verified]: feePage([feeRow(2)]),
      [duplicates]: feePage([feeRow(3, { duplicateUtr: true })]),
    });
    await screen.findByText("PHD001");
    const toggle = screen.getByRole("button", { name: "Filters" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = within(screen.getByRole("region", { name: "Filters" }));
    for (const label of ["UTR/DU Number", "Application ID", "From Date", "To Date"]) {
      expect(panel.getByLabelText(new RegExp(`^${label}`))).toBeVisible();
    }

    expect(panel.getByRole("combobox", { name: "Department" })).toHaveValue("All Departments");
    expect(panel.getByRole("combobox", { name: "Application Type" })).toHaveValue("All Types");
    await user.click(panel.getByRole("combobox", { name: "Verification Status" }));
    expect(screen.getByRole("option", { name: "All Statuses" })).toBeVisible();
    await user.click(screen.getByRole("option", { name: "Verified" }));
    expect(await screen.findByText("PHD002")).toBeVisible();
    expect(listRequestsTo(api, LIST).at(-1)).toBe(verified);

    await user.click(panel.getByRole("switch", { name: /Duplicate UTR only/ }));
    expect(await screen.findByText("PHD003")).toBeVisible();
    expect(screen.getByRole("button", { name: "Filters (2)" })).toBeVisible();

    await user.click(panel.getByRole("button", { name: "Reset All" }));
    expect(await screen.findByText("PHD001")).toBeVisible();
    expect(address()).toBe("");
    expect(panel.getByRole("switch", { name: /Duplicate UTR only/ })).not.toBeChecked();
  });

  it("does not send dates out of order", async () => {
    const { user, api } = renderList({ [DEFAULT]: feePage([feeRow(1)]) });
    await screen.findByText("PHD001");
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const panel = within(screen.getByRole("region", { name: "Filters" }));
    await user.type(panel.getByLabelText(/^To Date/), "2025-01-01");
    await user.type(panel.getByLabelText(/^From Date/), "2025-02-01");
    expect(panel.getByText("From date must not be after To date")).toBeVisible();
    await new Promise((r) => setTimeout(r, 700));
    expect(listRequestsTo(api, LIST).some((u) => u.includes("fromDate"))).toBe(false);
  });

  it("sorts by a header, first one way then the other, with the arrow's direction in aria-sort", async () => {
    const byAmount = (order: string) => `${LIST}?page=1&limit=10&sort=amount&order=${order}`;
    const { user, api } = renderList({
      [DEFAULT]: feePage([feeRow(1)]),
      [byAmount("desc")]: feePage([feeRow(1)]),
      [byAmount("asc")]: feePage([feeRow(1)]),
    });
    await screen.findByText("PHD001");
    expect(screen.getByRole("columnheader", { name: /Amount/ })).not.toHaveAttribute("aria-sort");
    await user.click(screen.getByRole("button", { name: "Amount" }));
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "descending"),
    );
    expect(listRequestsTo(api, LIST).at(-1)).toBe(byAmount("desc"));
    await user.click(screen.getByRole("button", { name: "Amount" }));
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "ascending"),
    );
    expect(address()).toBe("?sort=amount&order=asc");
  });

  it("groups the rows by candidate under a header with the name and e-mail", async () => {
    const asha = { id: "00000000-0000-4000-8000-0000000000f1", name: "Asha Rao", email: "asha@example.org" };
    const ravi = { id: "00000000-0000-4000-8000-0000000000f2", name: "Ravi Kumar", email: "" };
    const grouped = `${LIST}?page=1&limit=10&sort=createdAt&order=desc&groupByUser=true`;
    const { user } = renderList({
      [DEFAULT]: feePage([feeRow(1, { user: asha }), feeRow(2, { user: ravi }), feeRow(3, { user: asha })]),
      [grouped]: feePage([feeRow(1, { user: asha }), feeRow(3, { user: asha }), feeRow(2, { user: ravi })]),
    });
    await screen.findByText("PHD001");
    expect(screen.queryByTestId("user-group")).toBeNull();
    const toggle = screen.getByRole("button", { name: "Group by User" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    await waitFor(() => expect(screen.getAllByTestId("user-group")).toHaveLength(2));
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(address()).toBe("?groupByUser=true");
    const [first, second] = screen.getAllByTestId("user-group");
    expect(first).toHaveTextContent("Asha Rao · asha@example.org");
    expect(second).toHaveTextContent("Ravi Kumar · No email");
    // The header row comes right before its candidate's rows.
    const order = screen
      .getAllByRole("row")
      .map((r) => r.getAttribute("data-testid") ?? "")
      .filter((t) => t === "user-group" || t === "fee-row");
    expect(order).toEqual(["user-group", "fee-row", "fee-row", "user-group", "fee-row"]);
  });

  it("says no fee details were submitted yet, or to adjust the search when narrowed", async () => {
    const first = renderList({ [DEFAULT]: feePage([], { totalPages: 0 }) });
    expect(await screen.findByText("No fee details found")).toBeVisible();
    expect(screen.getByText("No fee details have been submitted yet")).toBeVisible();
    first.unmount();

    renderList(
      {
        [`${LIST}?page=1&limit=10&verificationStatus=PENDING&sort=createdAt&order=desc`]: feePage([], {
          totalPages: 0,
        }),
      },
      "/fee-details?verificationStatus=PENDING",
    );
    expect(await screen.findByText("No fee details found")).toBeVisible();
    expect(screen.getByText("Try adjusting your search criteria")).toBeVisible();
  });

  it("shows the failure and tries again on Retry", async () => {
    const { user, get } = renderList({});
    await expectRetryLoads(user, "Failed to fetch fee details. Please try again.", "PHD001", () => {
      get[DEFAULT] = feePage([feeRow(1)]);
    });
  });

  it("exports the same selection as CSV with the bearer token, under the server's file name", async () => {
    localStorage.setItem("token", "t0ken");
    const csv = `/api/fee-details/export.csv?verificationStatus=PENDING&sort=createdAt&order=desc`;
    const { user, api } = renderList(
      { [`${LIST}?page=1&limit=10&verificationStatus=PENDING&sort=createdAt&order=desc`]: feePage([feeRow(1)]) },
      "/fee-details?verificationStatus=PENDING&page=1",
    );
    const { saved, restore } = catchDownloads();
    answerCsvAt(csv, "a,b\n", "fees-2025.csv");
    await screen.findByText("PHD001");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(saved).toEqual(["fees-2025.csv"]));
    expect(authorizationSentTo(csv)).toBe("Bearer t0ken");
    expect(api.sent.length).toBeGreaterThan(0);
    restore();
  });

  it("downloads a receipt and says so", async () => {
    const row = feeRow(1);
    const { user, get } = renderList({ [DEFAULT]: feePage([row]) });
    stubObjectUrls();
    await user.click(await screen.findByRole("button", { name: "Download fee receipt of PHD001" }));
    expect(await screen.findByText("Failed to download fee receipt")).toBeVisible();
    get[`/api/fee-details/${row.id}/receipt`] = {};
    await user.click(screen.getByRole("button", { name: "Download fee receipt of PHD001" }));
    expect(await screen.findByText("Fee receipt downloaded successfully")).toBeVisible();
  });

  it("shows one card per payment on phones", async () => {
    stubPhoneScreen();
    renderList({
      [DEFAULT]: feePage([feeRow(1), feeRow(2, { feeDetails: { ...feeRow(2).feeDetails, receipt: null } })]),
    });
    const card = await findPhoneCards("fee-card", 2);
    expect(card(0).getByRole("link", { name: "View fee details of PHD001" })).toBeVisible();
    expect(card(0).getByText("UTR/DU Number")).toBeVisible();
    expect(card(1).getByRole("button", { name: /View fee details of PHD002/ })).toBeDisabled();
  });
});
