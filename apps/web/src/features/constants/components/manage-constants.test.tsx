import type { ConstantsRecord } from "@phd/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectShownIn } from "../../../test/lists.ts";
import { type ApiHandler, stubApi } from "../../../test/network.ts";
import { renderApp, retype } from "../../../test/render.tsx";
import { ManageConstants } from "./manage-constants.tsx";

const GET = "/api/constant";

function constants(overrides: Partial<ConstantsRecord> = {}): ConstantsRecord {
  return {
    websiteHeading: "PhD Admission Portal",
    admissionsOpen: true,
    applicationIdPrefix: "PHD",
    timeZone: "Asia/Kolkata",
    admissionWindow: { opensAt: null, closesAt: null },
    admissionsState: "open",
    applicationCounters: { REGULAR: 12, WORKING_PROFESSIONAL: 3 },
    createdAt: "2025-01-01T04:30:00.000Z",
    updatedAt: "2025-02-01T04:30:00.000Z",
    ...overrides,
  };
}

/** The server: GET answers the current record; each PUT applies its value unless `fail` answers first. */
function server(initial: ConstantsRecord, fail?: (name: string) => string | undefined) {
  let current = initial;
  const handle: ApiHandler = (req) => {
    if (req.method === "GET" && req.url === GET) return { status: 200, body: { success: true, data: current } };
    const m = /^\/api\/constant\/(\w+)$/.exec(req.url);
    if (req.method === "PUT" && m?.[1]) {
      const name = m[1];
      const message = fail?.(name);
      if (message) return { status: 400, body: { success: false, message } };
      current = { ...current, [name]: (req.body as { value: unknown }).value };
      return { status: 200, body: { success: true, message: `${name} updated`, data: current } };
    }
    return undefined;
  };
  const api = stubApi({ handle });
  return { ...api, puts: () => api.sent.filter((r) => r.method === "PUT") };
}

const banner = () => screen.queryByText("You have unsaved changes");
const input = (name: string | RegExp) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const dateTime = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe("loading the constants", () => {
  it("shows a spinner, then the record with its read-only system information", async () => {
    server(constants());
    renderApp(<ManageConstants />);
    expect(screen.getByText("Loading constants...")).toBeVisible();
    expect(await screen.findByDisplayValue("PhD Admission Portal")).toBeVisible();
    expect(input("Application ID Prefix")).toHaveValue("PHD");
    expect(screen.getByRole("radio", { name: "Open" })).toBeChecked();
    expect(screen.getByText("Applications Accepted")).toBeVisible();
    expect(screen.getByText("Controls whether new applications can be submitted")).toBeVisible();
    expect(screen.getByText(/e\.g\. PHD gives PHD001, PHD002/)).toBeVisible();
    expectShownIn(screen.getByRole("region", { name: "System Information" }), [
      "REGULAR: 12, WORKING_PROFESSIONAL: 3",
      "Jan 1, 2025, 10:00 AM IST",
      "Feb 1, 2025, 10:00 AM IST",
    ]);
    expect(banner()).toBeNull();
  });

  it("says when there are no counters and no dates", async () => {
    server(constants({ applicationCounters: {}, createdAt: null, updatedAt: null }));
    renderApp(<ManageConstants />);
    const info = within(await screen.findByRole("region", { name: "System Information" }));
    expect(info.getByText("No counters available")).toBeVisible();
    expect(info.getAllByText("N/A")).toHaveLength(2);
  });

  it("shows the error panel with the server's message, and Retry loads again", async () => {
    let fail = true;
    stubApi({
      handle: (req) =>
        req.url === GET
          ? fail
            ? { status: 500, body: { success: false, message: "Database unavailable" } }
            : { status: 200, body: { success: true, data: constants() } }
          : undefined,
    });
    const { user } = renderApp(<ManageConstants />);
    expect(await screen.findByText("Error Loading Constants")).toBeVisible();
    expect(screen.getByText("Database unavailable")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByDisplayValue("PhD Admission Portal")).toBeVisible();
    expect(screen.queryByText("Error Loading Constants")).toBeNull();
  });

  it("Refresh Data reads the constants again", async () => {
    const { sent } = server(constants());
    const { user } = renderApp(<ManageConstants />);
    await screen.findByDisplayValue("PhD Admission Portal");
    await user.click(screen.getByRole("button", { name: "Refresh Data" }));
    await waitFor(() => expect(sent.filter((r) => r.url === GET)).toHaveLength(2));
  });
});

describe("editing", () => {
  it("shows the unsaved-changes banner on an edit, and Reset discards the edits", async () => {
    server(constants());
    const { user } = renderApp(<ManageConstants />);
    await screen.findByDisplayValue("PhD Admission Portal");
    await user.type(input("Website Heading"), " 2026");
    await user.click(screen.getByRole("radio", { name: "Closed" }));
    expect(banner()).toBeVisible();
    expect(screen.getByText("Applications Closed")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(input("Website Heading")).toHaveValue("PhD Admission Portal");
    expect(screen.getByRole("radio", { name: "Open" })).toBeChecked();
    expect(banner()).toBeNull();
  });

  it("upper-cases the prefix as typed and stops at 10 characters", async () => {
    server(constants());
    const { user } = renderApp(<ManageConstants />);
    await screen.findByDisplayValue("PhD Admission Portal");
    await retype(user, input("Application ID Prefix"), "phd-abcdefghij");
    expect(input("Application ID Prefix")).toHaveValue("PHD-ABCDEF");
  });

  it("typing the saved value back clears the banner", async () => {
    server(constants());
    const { user } = renderApp(<ManageConstants />);
    await screen.findByDisplayValue("PhD Admission Portal");
    await user.click(screen.getByRole("radio", { name: "Closed" }));
    expect(banner()).toBeVisible();
    await user.click(screen.getByRole("radio", { name: "Open" }));
    expect(banner()).toBeNull();
  });
});

describe("Save All Changes", () => {
  it("sends one PUT per changed constant only, with the window as instants read in the institution's zone", async () => {
    const { puts } = server(constants());
    const { user } = renderApp(<ManageConstants />);
    await screen.findByDisplayValue("PhD Admission Portal");
    await retype(user, input("Website Heading"), "Doctoral Admissions");
    await user.click(screen.getByRole("radio", { name: "Closed" }));
    await retype(user, input("Application ID Prefix"), "dr");
    fireEvent.change(dateTime(/Closes at \(Asia\/Kolkata time\)/), { target: { value: "2026-12-01T17:00" } });

    await user.click(screen.getByRole("button", { name: "Save All Changes" }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(puts().map((r) => [r.url, r.body])).toEqual([
      ["/api/constant/websiteHeading", { value: "Doctoral Admissions" }],
      ["/api/constant/admissionsOpen", { value: false }],
      ["/api/constant/applicationIdPrefix", { value: "DR" }],
      ["/api/constant/admissionWindow", { value: { opensAt: null, closesAt: "2026-12-01T11:30:00.000Z" } }],
    ]);
    expect(await screen.findByText("Constants updated successfully")).toBeVisible();
    expect(input("Application ID Prefix")).toHaveValue("DR");
    expect(dateTime(/Closes at/)).toHaveValue("2026-12-01T17:00");
  });

  it('says "Saving..." while the PUTs are under way', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const { puts } = server(constants());
    const stubbed = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      if (args[1]?.method === "PUT") await gate;
      return stubbed(...args);
    }) as typeof fetch;
    const { user } = renderApp(<ManageConstants />);
    await screen.findByDisplayValue("PhD Admission Portal");
    await user.click(screen.getByRole("radio", { name: "Closed" }));
    await user.click(screen.getByRole("button", { name: "Save All Changes" }));
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    release();
    await waitFor(() => expect(banner()).toBeNull());
    expect(puts()).toHaveLength(1);
  });

  it("saves the time zone before the window typed in it", async () => {
    const { puts } = server(constants());
    const { user } = renderApp(<ManageConstants />);
    await screen.findByDisplayValue("PhD Admission Portal");
    await user.click(screen.getByRole("combobox", { name: "Institution time zone" }));
    await user.click(await screen.findByRole("option", { name: "UTC" }));
    expect(dateTime(/Closes at \(UTC time\)/)).toBeVisible();
    fireEvent.change(dateTime(/Opens at/), { target: { value: "2026-11-01T09:00" } });
    fireEvent.change(dateTime(/Closes at/), { target: { value: "2026-12-01T17:00" } });
    await user.click(screen.getByRole("button", { name: "Save All Changes" }));
    await waitFor(() => expect(banner()).toBeNull());
    expect(puts().map((r) => [r.url, r.body])).toEqual([
      ["/api/constant/timeZone", { value: "UTC" }],
      [
        "/api/constant/admissionWindow",
        { value: { opensAt: "2026-11-01T09:00:00.000Z", closesAt: "2026-12-01T17:00:00.000Z" } },
      ],
    ]);
  });

  it("reports each failure and keeps what was saved", async () => {
    const { puts } = server(constants(), (name) =>
      name === "applicationIdPrefix" ? "Use letters, digits, '-' or '_' only" : undefined,
    );
    const { user } = renderApp(<ManageConstants />);
    await screen.findByDisplayValue("PhD Admission Portal");
    await retype(user, input("Website Heading"), "Doctoral Admissions");
    await retype(user, input("Application ID Prefix"), "NEW");
    await user.click(screen.getByRole("button", { name: "Save All Changes" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Some constants failed to update");
    expect(alert).toHaveTextContent("Failed to update applicationIdPrefix: Use letters, digits, '-' or '_' only");
    expect(alert).not.toHaveTextContent("websiteHeading");
    expect(input("Website Heading")).toHaveValue("Doctoral Admissions");
    expect(input("Application ID Prefix")).toHaveValue("NEW");
    expect(banner()).toBeVisible();
    expect(screen.queryByText("Constants updated successfully")).toBeNull();

    // Only the failed one is still unsaved.
    await user.click(screen.getByRole("button", { name: "Save All Changes" }));
    await waitFor(() => expect(puts()).toHaveLength(3));
    expect(puts()[2]?.url).toBe("/api/constant/applicationIdPrefix");
  });

  it("refuses a closing time that is not after the opening time", async () => {
    const { puts } = server(constants());
    renderApp(<ManageConstants />);
    await screen.findByDisplayValue("PhD Admission Portal");
    fireEvent.change(dateTime(/Opens at/), { target: { value: "2026-12-01T17:00" } });
    fireEvent.change(dateTime(/Closes at/), { target: { value: "2026-12-01T09:00" } });
    expect(screen.getByText("The closing time must be after the opening time")).toBeVisible();
    expect(screen.getByRole("button", { name: "Save All Changes" })).toBeDisabled();
    expect(puts()).toHaveLength(0);
  });
});

describe("the admission state line", () => {
  it.each<[Partial<ConstantsRecord>, RegExp]>([
    [
      { admissionWindow: { opensAt: null, closesAt: "2099-12-01T11:30:00.000Z" } },
      /Open until Dec 1, 2099, 5:00 PM IST/,
    ],
    [{ admissionWindow: { opensAt: null, closesAt: null } }, /Open, with no closing time set/],
    [{ admissionsOpen: false, admissionsState: "closed" }, /Closed by the switch/],
    [
      { admissionWindow: { opensAt: "2099-01-01T03:30:00.000Z", closesAt: null }, admissionsState: "notYetOpen" },
      /Not yet open: opens Jan 1, 2099, 9:00 AM IST/,
    ],
    [
      { admissionWindow: { opensAt: null, closesAt: "2020-06-30T12:30:00.000Z" }, admissionsState: "ended" },
      /Ended at Jun 30, 2020, 6:00 PM IST/,
    ],
  ])("explains %j", async (record, text) => {
    server(constants(record));
    renderApp(<ManageConstants />);
    expect(await screen.findByTestId("admission-state")).toHaveTextContent(text);
  });

  it("shows saved window moments in the institution's zone", async () => {
    server(
      constants({ admissionWindow: { opensAt: "2026-11-01T03:30:00.000Z", closesAt: "2026-12-01T11:30:00.000Z" } }),
    );
    renderApp(<ManageConstants />);
    await screen.findByDisplayValue("PhD Admission Portal");
    expect(dateTime(/Opens at \(Asia\/Kolkata time\)/)).toHaveValue("2026-11-01T09:00");
    expect(dateTime(/Closes at \(Asia\/Kolkata time\)/)).toHaveValue("2026-12-01T17:00");
  });
});
