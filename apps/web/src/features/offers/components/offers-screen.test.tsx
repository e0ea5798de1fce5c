import { DEFAULT_OFFER_SETTINGS, type DepartmentName } from "@phd/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { roundId } from "../../../test/fixtures.ts";
import { expectShownIn } from "../../../test/lists.ts";
import { answerTo } from "../../../test/network.ts";
import { admissionFee } from "../../../test/offer-fixtures.ts";
import { retype } from "../../../test/render.tsx";
import { renderSelectionScreen, rowsOf, type SelectionStubs } from "../../../test/selection-screen.tsx";
import { CURRENT, D, offerId, offerListAnswer, offerView, ROUND, waitlistLine } from "../test-fixtures.ts";
import { OffersScreen } from "./offers-screen.tsx";

const BASE = `/api/rounds/${roundId(2)}`;
const LIST = (extra = "") => `${BASE}/offers?department=Computer+Engineering${extra}`;
const ISSUE = `${BASE}/offers`;
const WAITLIST = `${BASE}/offers/waitlist`;
const SETTINGS = `${BASE}/offer-settings`;
const DEADLINE = (n: number) => `/api/offers/${offerId(n)}/deadline`;

const OFFERS = [
  offerView(1, {
    name: "Asha Rao",
    state: "ACCEPTED",
    answeredAt: "2026-06-02T05:30:00.000Z",
    admissionFee: admissionFee(),
  }),
  offerView(2, { name: "Bala Iyer", category: "OBC", disabilitySeat: true }),
  offerView(3, { name: "Chitra Nair", state: "DECLINED", answeredAt: "2026-06-03T05:30:00.000Z" }),
];

function renderScreen({
  route = "/offers",
  admin = false,
  departments = [D],
  get = {},
  ...stubs
}: SelectionStubs & { route?: string; admin?: boolean; departments?: DepartmentName[] } = {}) {
  return renderSelectionScreen(<OffersScreen departments={departments} canManage={admin} />, route, {
    rounds: [CURRENT],
    get: {
      [LIST()]: offerListAnswer(OFFERS, {
        waitlist: [waitlistLine(4, 1), waitlistLine(5, 2)],
        freedSeats: 1,
        waitlistMode: "MANUAL",
      }),
      [SETTINGS]: { success: true, data: { round: ROUND, settings: DEFAULT_OFFER_SETTINGS } },
      ...get,
    },
    ...stubs,
  });
}

const offersTable = () => screen.findByRole("table", { name: "Offers of Computer Engineering" });

/** A day ~40 days ahead, "YYYY-MM-DD" (UTC). */
const dayAhead = (days = 40) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("the Offers screen", () => {
  it("lists the department's offers, the freed seats and the waitlist", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
    const rows = rowsOf(await offersTable());
    expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    expectShownIn(rows[0], ["Asha Rao", "PHD001", "Entrance test", "Accepted", "Pending", "₹25,000.00"]);
    expect(first.getByRole("button", { name: "Download the offer letter of PHD001" })).toBeVisible();
    const second = within(rows[1] as HTMLElement);
    expectShownIn(rows[1], ["OBC (PwD seat)", "Offered"]);
    // The deadline in the institution's zone (Asia/Kolkata unless the server says otherwise).
    expect(second.getByText(/Jan 1, 2099, 9:30\s?AM/)).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText("Declined")).toBeVisible();
    expect(screen.getByTestId("offer-count")).toHaveTextContent("3 offers");
    // MANUAL: the freed seat waits for the admin's next offer round.
    expect(
      screen.getByText(
        "1 seat given up and not offered again yet: the admin offers them to the next waitlisted candidates in the next offer round.",
      ),
    ).toBeVisible();
    const waitlist = rowsOf(screen.getByRole("table", { name: "Waitlist of Computer Engineering" }));
    expect(waitlist).toHaveLength(2);
    expect(within(waitlist[0] as HTMLElement).getByText("Candidate 4")).toBeVisible();
    // Tables scroll inside their own box, reachable by keyboard.
    expect(screen.getByRole("region", { name: "Offers of Computer Engineering" })).toHaveAttribute("tabindex", "0");
  });

  it("shows a coordinator no admin control, and the settings read-only", async () => {
    const { user } = renderScreen();
    await offersTable();
    expect(screen.queryByRole("button", { name: "Issue offers" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Offer freed seats to the waitlist" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Change the deadline/ })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "View offer settings" }));
    const form = within(await screen.findByRole("form", { name: "Offer settings" }));
    expect(form.getByRole("textbox", { name: "Declaration" })).toBeDisabled();
    expect(form.getByRole("radio", { name: /^At once/ })).toBeChecked();
    expect(form.queryByRole("button", { name: "Save offer settings" })).toBeNull();
  });

  it("says why there are no offers while the final list is not published", async () => {
    renderScreen({
      admin: true,
      get: { [LIST()]: offerListAnswer([], { hasFinalList: false }) },
    });
    expect(
      await screen.findByText(
        "The final merit list of Computer Engineering has not been published: offers are made from it.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Issue offers" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Issue offers" })).toHaveAccessibleDescription(
      "Offers are issued from the final merit list: publish the final list of Computer Engineering first.",
    );
  });

  it("filters by channel and state through the address and the request", async () => {
    const { user, api } = renderScreen({
      get: {
        [LIST("&channel=NET_JRF")]: offerListAnswer([offerView(6, { name: "Gita Menon", channel: "NET_JRF" })]),
        [LIST("&channel=NET_JRF&state=LAPSED")]: offerListAnswer([]),
      },
    });
    await offersTable();
    await user.click(screen.getByRole("combobox", { name: "Channel" }));
    await user.click(await screen.findByRole("option", { name: "NET/JRF" }));
    // The only department is shown without naming it in the address.
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent(/^\?channel=NET_JRF$/));
    expect(await screen.findByText("Gita Menon")).toBeVisible();
    expect(api.of("GET", LIST("&channel=NET_JRF"))).toHaveLength(1);

    await user.click(screen.getByRole("combobox", { name: "State" }));
    await user.click(await screen.findByRole("option", { name: "Lapsed (not answered in time)" }));
    expect(await screen.findByText("No offer matches these filters")).toBeVisible();
    expect(screen.getByTestId("address")).toHaveTextContent(/^\?channel=NET_JRF&state=LAPSED$/);
    expect(api.of("GET", LIST("&channel=NET_JRF&state=LAPSED"))).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Show all offers" }));
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent(/^$/));
  });

  it("pages a long waitlist through the address; a filter starts again from page 1; a page past the end shows the last", async () => {
    const waitlistPage = (n: number, line: ReturnType<typeof waitlistLine>, currentPage = n) =>
      offerListAnswer(OFFERS, {
        waitlist: [line],
        waitlistPagination: { currentPage, totalPages: 2, total: 150 },
      });
    const { user, api } = renderScreen({
      route: "/offers?page=5",
      get: {
        [LIST()]: waitlistPage(1, waitlistLine(4, 1)),
        [LIST("&page=2")]: waitlistPage(2, { ...waitlistLine(104, 101), name: "Wasim Second" }),
        [LIST("&page=5")]: waitlistPage(5, waitlistLine(9, 9), 5),
        [LIST("&channel=NET_JRF")]: offerListAnswer([]),
      },
    });
    // An old link to page 5 of a two-page waitlist moves to the last page, without a new history entry.
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent(/^\?page=2$/));
    const table = await screen.findByRole("table", { name: "Waitlist of Computer Engineering" });
    expect(await within(table).findByText("Wasim Second")).toBeVisible();
    expect(screen.getByText(/Page 2 of 2 · 150 waitlisted candidates/)).toBeVisible();

    const pages = screen.getByRole("navigation", { name: "Waitlist pages" });
    await user.click(within(pages).getByRole("button", { name: "Page 1" }));
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent(/^$/));
    expect(
      await within(screen.getByRole("table", { name: "Waitlist of Computer Engineering" })).findByText("Candidate 4"),
    ).toBeVisible();
    // The offers are one list: the same three on every waitlist page.
    expect(rowsOf(await offersTable())).toHaveLength(3);

    await user.click(
      within(screen.getByRole("navigation", { name: "Waitlist pages" })).getByRole("button", { name: "Page 2" }),
    );
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent(/^\?page=2$/));
    await user.click(screen.getByRole("combobox", { name: "Channel" }));
    await user.click(await screen.findByRole("option", { name: "NET/JRF" }));
    await waitFor(() => expect(screen.getByTestId("address")).toHaveTextContent(/^\?channel=NET_JRF$/));
    expect(await screen.findByText("No waitlisted candidate is waiting for an offer.")).toBeVisible();
    expect(screen.queryByRole("navigation", { name: "Waitlist pages" })).toBeNull();
    expect(api.of("GET", LIST("&channel=NET_JRF"))).toHaveLength(1);
  });

  it("reads the filters from the address (a dashboard link)", async () => {
    const { api } = renderScreen({
      route: "/offers?department=Computer+Engineering&channel=ENTRANCE_TEST&category=OBC&state=ACCEPTED",
      get: {
        [LIST("&channel=ENTRANCE_TEST&category=OBC&state=ACCEPTED")]: offerListAnswer([
          OFFERS[0] as (typeof OFFERS)[number],
        ]),
      },
    });
    expect(rowsOf(await offersTable())).toHaveLength(1);
    expect(screen.getByRole("combobox", { name: "State" })).toHaveValue("Accepted");
    expect(screen.getByRole("combobox", { name: "Seat category" })).toHaveValue("OBC");
    expect(api.of("GET", LIST())).toHaveLength(0);
  });

  it("says in AUTO mode that seats left free found no waitlisted candidate", async () => {
    renderScreen({ get: { [LIST()]: offerListAnswer(OFFERS, { freedSeats: 2, waitlistMode: "AUTO" }) } });
    await offersTable();
    expect(
      screen.getByText(
        "2 seats given up and not filled: no waitlisted candidate of the seat's category is left (the waitlist moves by itself in this round).",
      ),
    ).toBeVisible();
  });

  it("lets the admin issue offers for the department: the deadline sent, the server's message shown, the list reloaded", async () => {
    const message = "2 offers issued in Computer Engineering.";
    const { user, api } = renderScreen({
      admin: true,
      handle: answerTo("POST", ISSUE, 200, {
        success: true,
        message,
        data: { issued: 2, unfilled: 0, departments: [D] },
      }),
    });
    await offersTable();
    const before = api.of("GET", LIST()).length;
    await user.click(screen.getByRole("button", { name: "Issue offers" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Issue offers" }));
    expect(dialog.getByRole("radio", { name: "Computer Engineering only" })).toBeChecked();

    // Refused on the client: no deadline, then one in the past.
    await user.click(dialog.getByRole("button", { name: "Issue offers" }));
    expect(await dialog.findByText("Choose the date and time of the deadline.")).toBeVisible();
    fireEvent.change(dialog.getByLabelText(/^Answer by \(Asia\/Kolkata time\)/), {
      target: { value: "2020-01-01T10:00" },
    });
    await user.click(dialog.getByRole("button", { name: "Issue offers" }));
    expect(await dialog.findByText("The deadline must be in the future.")).toBeVisible();
    expect(api.of("POST", ISSUE)).toHaveLength(0);

    const day = dayAhead();
    fireEvent.change(dialog.getByLabelText(/^Answer by/), { target: { value: `${day}T17:00` } });
    await user.click(dialog.getByRole("button", { name: "Issue offers" }));
    expect(await screen.findByText(message)).toBeVisible();
    // 17:00 in Asia/Kolkata (UTC+5:30) is 11:30 UTC.
    expect(api.of("POST", ISSUE).map((r) => r.body)).toEqual([{ department: D, deadline: `${day}T11:30:00.000Z` }]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Issue offers" })).toBeNull());
    await waitFor(() => expect(api.of("GET", LIST()).length).toBeGreaterThan(before));
  });

  it("shows the server's refusal in the dialog, and offers freed seats for every department", async () => {
    const refusal = "No freed seat is waiting for an offer.";
    const { user, api } = renderScreen({
      admin: true,
      handle: answerTo("POST", WAITLIST, 409, { success: false, message: refusal }),
    });
    await offersTable();
    await user.click(screen.getByRole("button", { name: "Offer freed seats to the waitlist" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Offer freed seats to the waitlist" }));
    await user.click(dialog.getByRole("radio", { name: "Every department with a final merit list" }));
    const day = dayAhead();
    fireEvent.change(dialog.getByLabelText(/^Answer by/), { target: { value: `${day}T09:00` } });
    await user.click(dialog.getByRole("button", { name: "Offer freed seats to the waitlist" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(refusal);
    expect(api.of("POST", WAITLIST).map((r) => r.body)).toEqual([{ deadline: `${day}T03:30:00.000Z` }]);
  });

  it("lets the admin change the deadline of an unanswered offer only", async () => {
    const { user, api } = renderScreen({
      admin: true,
      handle: answerTo("PUT", DEADLINE(2), 200, {
        success: true,
        message: "Deadline of PHD002 changed.",
        data: offerView(2),
      }),
    });
    const rows = rowsOf(await offersTable());
    expect(within(rows[0] as HTMLElement).queryByRole("button", { name: /^Change the deadline/ })).toBeNull();
    await user.click(within(rows[1] as HTMLElement).getByRole("button", { name: "Change deadline of PHD002" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Change the deadline of PHD002" }));
    // It starts from the deadline in force, in the institution's zone.
    expect(dialog.getByLabelText(/^Answer by/)).toHaveValue("2099-01-01T09:30");
    fireEvent.change(dialog.getByLabelText(/^Answer by/), { target: { value: "2099-01-05T17:00" } });
    await user.click(dialog.getByRole("button", { name: "Change deadline" }));
    expect(await screen.findByText("Deadline of PHD002 changed.")).toBeVisible();
    expect(api.of("PUT", DEADLINE(2)).map((r) => r.body)).toEqual([{ deadline: "2099-01-05T11:30:00.000Z" }]);
  });

  it("lets the admin save the round's offer settings, checked as the server checks them", async () => {
    const { user, api } = renderScreen({
      admin: true,
      handle: (req) =>
        req.method === "PUT" && req.url === SETTINGS
          ? { status: 200, body: { success: true, message: "Offer settings saved.", data: req.body } }
          : undefined,
    });
    await offersTable();
    await user.click(screen.getByRole("button", { name: "Offer settings" }));
    const form = within(await screen.findByRole("form", { name: "Offer settings" }));
    const days = form.getByRole("textbox", { name: "Days to answer" });
    await retype(user, days, "90");
    await user.click(form.getByRole("button", { name: "Save offer settings" }));
    expect(await form.findByText("Days to answer must be a whole number from 1 to 60")).toBeVisible();
    expect(api.of("PUT", SETTINGS)).toHaveLength(0);

    await retype(user, days, "5");
    const documents = form.getByRole("textbox", { name: "Documents to bring" });
    await retype(user, documents, "Degree certificate{Enter}{Enter}  Two photographs  ");
    await user.click(form.getByRole("radio", { name: /^When the admin starts/ }));
    await user.click(form.getByRole("button", { name: "Save offer settings" }));
    expect(await screen.findByText("Offer settings saved.")).toBeVisible();
    expect(api.of("PUT", SETTINGS).map((r) => r.body)).toEqual([
      {
        ...DEFAULT_OFFER_SETTINGS,
        answerDays: 5,
        waitlistMode: "MANUAL",
        documentsToBring: "Degree certificate\nTwo photographs",
      },
    ]);
  });

  it("keeps a closed round read only", async () => {
    renderScreen({
      admin: true,
      get: { [LIST()]: offerListAnswer(OFFERS, { round: { ...ROUND, isClosed: true } }) },
    });
    await offersTable();
    expect(screen.getByText("This round is closed. Its records can be read but not changed.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Issue offers" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Change the deadline/ })).toBeNull();
  });

  it("shows a load failure with the server's words", async () => {
    renderScreen({
      get: { [LIST()]: undefined },
      handle: answerTo("GET", LIST(), 403, { success: false, message: "Not your department." }),
    });
    expect(await screen.findByText("Not your department.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Retry" })).toBeVisible();
  });
});
