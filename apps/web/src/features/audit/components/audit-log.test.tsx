import type { AuditLogEntry, AuditLogResponse } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fixtureId } from "../../../test/fixtures.ts";
import { expectLinkTo, expectRetryLoads, expectShownIn, findPhoneCards, rowOf } from "../../../test/lists.ts";
import { stubPhoneScreen } from "../../../test/media.ts";
import { authorizationSentTo, catchDownloads, stubApi } from "../../../test/network.ts";
import { address, renderApp, renderWithAddress, retype } from "../../../test/render.tsx";
import { AuditLog } from "./audit-log.tsx";

const LOG = "/api/admin/audit-log";
const DEFAULT = `${LOG}?page=1&limit=20`;
const CANDIDATE = "00000000-0000-4000-8000-0000000000c1";

const uuid = (n: number) => fixtureId("8000", n);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function entry(n: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: uuid(n),
    at: minutesAgo(5),
    actor: { id: uuid(100 + n), name: `Dr. Kulkarni ${n}`, role: "coordinator", email: null },
    action: "document.verify",
    actionLabel: "Document verified by Department Coordinator",
    subject: { type: "document", id: uuid(200 + n), label: `marksheet-${n}.pdf`, candidateId: null },
    fromStatus: null,
    toStatus: null,
    remarks: null,
    ...overrides,
  };
}

function page(data: AuditLogEntry[], { currentPage = 1, totalPages = 1, total = data.length } = {}): AuditLogResponse {
  return { success: true, data, pagination: { currentPage, totalPages, total } };
}

function renderLog(get: Record<string, unknown>, route = "/audit-log") {
  const api = stubApi({ get });
  const view = renderWithAddress(<AuditLog />, route);
  return { ...view, api, get };
}

/** The log opened at its last page `n`, its one entry shown; the answers of `get` besides. */
async function renderAtLastPage(n: number, get: Record<string, unknown>) {
  const last = 20 * (n - 1) + 1;
  const view = renderLog(
    { [`${LOG}?page=${n}&limit=20`]: page([entry(last)], { currentPage: n, totalPages: n, total: last }), ...get },
    `/audit-log?page=${n}`,
  );
  await screen.findByText(`marksheet-${last}.pdf`);
  return view;
}

const requests = (api: ReturnType<typeof stubApi>) =>
  api.sent.filter((r) => r.method === "GET" && r.url.startsWith(`${LOG}?`)).map((r) => r.url);

describe("the audit log", () => {
  it("shows who did what to which record and when, with status changes, remarks and the profile link", async () => {
    const rows = [
      entry(1, {
        action: "document.request_modification",
        actionLabel: "Document modification requested by Department Coordinator",
        fromStatus: "PENDING",
        toStatus: "MODIFICATION_REQUESTED",
        remarks: "Blurry scan",
        subject: { type: "document", id: uuid(201), label: "ug-marksheet.pdf", candidateId: CANDIDATE },
      }),
      entry(2, {
        actor: null,
        action: "announcement.delete",
        actionLabel: "Announcement deleted by a removed account",
        subject: { type: "announcement", id: null, label: "Admissions open", candidateId: null },
      }),
      entry(3, {
        at: minutesAgo(60 * 24 * 3),
        actor: { id: uuid(103), name: "Meera Joshi", role: "accountSectionCoordinator", email: "meera@example.org" },
        action: "fee.verify",
        actionLabel: "Fee details verified by Account Section Coordinator",
        fromStatus: "PENDING",
        toStatus: "VERIFIED",
        subject: { type: "application", id: uuid(203), label: "PHD0042", candidateId: CANDIDATE },
      }),
    ];
    renderLog({ [DEFAULT]: page(rows, { totalPages: 3, total: 42 }) });

    expect(await screen.findByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
    expect(await screen.findByTestId("audit-total")).toHaveTextContent("42 events");
    const table = screen.getByRole("table", { name: "Audit events, newest first" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["When", "Who", "What", "Record"]);

    const first = within(rowOf("ug-marksheet.pdf"));
    expectShownIn(rowOf("ug-marksheet.pdf"), ["Dr. Kulkarni 1", "Department Coordinator"]);
    // The history panels' words (decision 025), from the action and the actor's role.
    expect(first.getByText("Document modification requested by Department Coordinator")).toBeVisible();
    expect(first.getByRole("group", { name: "Status from Pending to Modification Requested" })).toBeVisible();
    expect(first.getByText("Remarks: Blurry scan")).toBeVisible();
    expect(first.getByText("5 minutes ago")).toBeVisible();
    expectLinkTo(/View profile/, `/candidate-profile/${CANDIDATE}`, first);

    const second = within(rowOf("Admissions open"));
    expectShownIn(rowOf("Admissions open"), ["Removed account", "Announcement deleted by a removed account"]);
    expect(second.queryByRole("link")).toBeNull();
    expect(second.queryByRole("group")).toBeNull();

    const third = within(rowOf("PHD0042"));
    expectShownIn(rowOf("PHD0042"), [
      "Account Section Coordinator",
      "Fee details verified by Account Section Coordinator",
      "3 days ago",
    ]);
    expect(third.getByRole("group", { name: "Status from Pending to Verified" })).toBeVisible();

    expect(screen.getByText("Showing page 1 of 3")).toBeVisible();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  it("words each recorded action from the action and the role, never the stored name", async () => {
    renderLog({
      [DEFAULT]: page([
        entry(1, {
          action: "profile.section.status",
          actionLabel: "",
          toStatus: "VERIFIED",
          fromStatus: "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED",
        }),
        entry(2, {
          action: "document.verify",
          actionLabel: "",
          actor: { id: uuid(102), name: "Meera Joshi", role: "accountSectionCoordinator", email: null },
        }),
      ]),
    });
    await screen.findByText("marksheet-1.pdf");
    const first = within(rowOf("marksheet-1.pdf"));
    expect(first.getByText("Profile section verified by Department Coordinator")).toBeVisible();
    expect(first.getByRole("group", { name: "Status from Fee Modification Requested to Verified" })).toBeVisible();
    expectShownIn(rowOf("marksheet-2.pdf"), ["Document verified by Account Section Coordinator"]);
    expect(screen.queryByText(/document\.verify|profile\.section/)).toBeNull();
  });

  it("exports the filtered log as CSV with the bearer token, under the server's file name", async () => {
    localStorage.setItem("token", "t0ken");
    const filtered = `${LOG}?page=2&limit=20&actor=meera&kind=fee`;
    const csv = `${LOG}/export.csv?actor=meera&kind=fee`;
    const api = stubApi({
      get: { [filtered]: page([entry(5)], { currentPage: 2, totalPages: 2, total: 21 }) },
      handle: ({ url }) =>
        url === csv
          ? {
              status: 200,
              text: "When,Who\r\n",
              headers: {
                "content-type": "text/csv",
                "content-disposition": 'attachment; filename="audit-log-2026-11-25.csv"',
              },
            }
          : undefined,
    });
    const { saved, restore } = catchDownloads();
    try {
      const { user } = renderApp(<AuditLog />, { route: "/audit-log?actor=meera&kind=fee&page=2" });
      await screen.findByText("marksheet-5.pdf");
      await user.click(screen.getByRole("button", { name: "Export CSV" }));
      await waitFor(() => expect(saved).toEqual(["audit-log-2026-11-25.csv"]));
      // Every page of the filtered log: the filters, no page or limit.
      expect(api.of("GET", csv)).toHaveLength(1);
      expect(authorizationSentTo(csv)).toBe("Bearer t0ken");
      expect(await screen.findByText("Audit log exported")).toBeVisible();
    } finally {
      restore();
      localStorage.removeItem("token");
    }
  });

  it("pages through the log, keeping the page in the address", async () => {
    const second = `${LOG}?page=2&limit=20`;
    const { user, api } = renderLog({
      [DEFAULT]: page([entry(1)], { totalPages: 2, total: 21 }),
      [second]: page([entry(21)], { currentPage: 2, totalPages: 2, total: 21 }),
    });
    await screen.findByText("marksheet-1.pdf");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("marksheet-21.pdf")).toBeVisible();
    expect(requests(api).at(-1)).toBe(second);
    expect(address()).toBe("?page=2");
    expect(screen.getByText("Showing page 2 of 2")).toBeVisible();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("reads the filters from the address and sends them", async () => {
    const url = `${LOG}?page=2&limit=20&actor=meera&kind=fee&fromDate=2025-01-01&toDate=2025-01-31`;
    renderLog(
      { [url]: page([entry(5)], { currentPage: 2, totalPages: 2, total: 21 }) },
      "/audit-log?actor=meera&kind=fee&fromDate=2025-01-01&toDate=2025-01-31&page=2",
    );
    expect(await screen.findByText("marksheet-5.pdf")).toBeVisible();
    const filters = within(screen.getByRole("search", { name: "Audit log filters" }));
    expect(filters.getByRole("textbox", { name: /Actor/ })).toHaveValue("meera");
    expect(filters.getByRole("combobox", { name: /Kind/ })).toHaveValue("Fee verification");
    expect(filters.getByLabelText(/^From date/)).toHaveValue("2025-01-01");
    expect(filters.getByLabelText(/^To date/)).toHaveValue("2025-01-31");
    expect(screen.getByTestId("audit-total")).toHaveTextContent("21 events match the filters");
  });

  it("sends a chosen kind from page 1", async () => {
    const documents = `${LOG}?page=1&limit=20&kind=document`;
    const { user, api } = await renderAtLastPage(3, { [documents]: page([entry(7)]) });
    await user.click(screen.getByRole("combobox", { name: /Kind/ }));
    expect(screen.getByRole("option", { name: "All kinds" })).toBeVisible();
    expect(screen.getByRole("option", { name: "Staff accounts" })).toBeVisible();
    await user.click(screen.getByRole("option", { name: "Documents" }));
    expect(await screen.findByText("marksheet-7.pdf")).toBeVisible();
    expect(requests(api).at(-1)).toBe(documents);
    expect(address()).toBe("?kind=document");
  });

  it("sends the typed actor once, after a pause, from page 1", async () => {
    const byActor = `${LOG}?page=1&limit=20&actor=Kulkarni`;
    const { user, api } = await renderAtLastPage(2, { [byActor]: page([entry(8)]) });
    await user.type(screen.getByRole("textbox", { name: /Actor/ }), "Kulkarni");
    expect(await screen.findByText("marksheet-8.pdf")).toBeVisible();
    expect(requests(api).filter((u) => u.includes("actor="))).toEqual([byActor]);
    expect(address()).toBe("?actor=Kulkarni");
  });

  it("sends the days from page 1, never out of order, and Clear filters drops every filter", async () => {
    const fromOnly = `${LOG}?page=1&limit=20&fromDate=2025-02-01`;
    const both = `${LOG}?page=1&limit=20&fromDate=2025-02-01&toDate=2025-02-28`;
    const { user, api } = await renderAtLastPage(2, {
      [DEFAULT]: page([entry(1)]),
      [fromOnly]: page([entry(2)]),
      [both]: page([entry(3)]),
    });
    const filters = within(screen.getByRole("search", { name: "Audit log filters" }));
    await user.type(filters.getByLabelText(/^From date/), "2025-02-01");
    expect(await screen.findByText("marksheet-2.pdf")).toBeVisible();
    expect(address()).toBe("?fromDate=2025-02-01");

    await user.type(filters.getByLabelText(/^To date/), "2025-01-01");
    expect(filters.getByText("From date must not be after To date")).toBeVisible();
    await new Promise((r) => setTimeout(r, 700));
    expect(requests(api).some((u) => u.includes("toDate=2025-01-01"))).toBe(false);

    await retype(user, filters.getByLabelText(/^To date/), "2025-02-28");
    expect(await screen.findByText("marksheet-3.pdf")).toBeVisible();
    expect(requests(api).at(-1)).toBe(both);

    await user.click(filters.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("marksheet-1.pdf")).toBeVisible();
    expect(address()).toBe("");
    expect(filters.getByLabelText(/^From date/)).toHaveValue("");
    expect(filters.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("says when there is nothing recorded, and suggests other filters when filtered", async () => {
    const { unmount } = renderLog({ [DEFAULT]: page([]) });
    expect(await screen.findByText("No audit events found")).toBeVisible();
    expect(screen.getByText("Actions on records will be listed here as they happen")).toBeVisible();
    expect(screen.queryByText(/Showing page/)).toBeNull();
    unmount();

    renderLog({ [`${LOG}?page=1&limit=20&kind=staff`]: page([]) }, "/audit-log?kind=staff");
    expect(await screen.findByText("No audit events found")).toBeVisible();
    expect(screen.getByText("Try adjusting your filters")).toBeVisible();
  });

  it("shows a failure with Retry, and loads again", async () => {
    const { user, get } = renderLog({});
    await expectRetryLoads(user, "Failed to load the audit log. Please try again.", "marksheet-1.pdf", () => {
      get[DEFAULT] = page([entry(1)]);
    });
  });

  it("shows one card per event on phones", async () => {
    stubPhoneScreen();
    renderLog({
      [DEFAULT]: page([
        entry(1, { subject: { type: "document", id: uuid(201), label: "ug.pdf", candidateId: CANDIDATE } }),
        entry(2),
      ]),
    });
    const card = await findPhoneCards("audit-card", 2);
    const first = card(0);
    expect(first.getByText("Document verified by Department Coordinator")).toBeVisible();
    expect(first.getByText("When")).toBeVisible();
    expectLinkTo(/View profile/, `/candidate-profile/${CANDIDATE}`, first);
  });
});
