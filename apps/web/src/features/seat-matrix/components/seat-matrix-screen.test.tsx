import { DEFAULT_RESERVATION, type SeatMatrixDepartment, splitSeats } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { roundId, seatMatrixAnswer } from "../../../test/fixtures.ts";
import { fakeMatchMedia } from "../../../test/media.ts";
import type { stubApi } from "../../../test/network.ts";
import { renderApp, retype } from "../../../test/render.tsx";
import { type SelectionStubs, stubSelectionApi } from "../../../test/selection-screen.tsx";
import { CLOSED_ROUND_NOTICE } from "../../rounds/index.ts";
import { LOCKED_REASON, NARROW_QUERY } from "./department-seats.tsx";
import { SeatMatrixScreen } from "./seat-matrix-screen.tsx";

const MATRIX = (n: number) => `/api/rounds/${roundId(n)}/seat-matrix`;

/** Both channels as "Fill from percentages" makes them with the default percentages. */
const filled = (netJrf: number, entrance: number) => ({
  NET_JRF: { total: netJrf, ...splitSeats(netJrf, DEFAULT_RESERVATION) },
  ENTRANCE_TEST: { total: entrance, ...splitSeats(entrance, DEFAULT_RESERVATION) },
});
const LOCKED_AT = "2026-11-05T10:00:00.000Z";
const MATRIX_ANSWER = seatMatrixAnswer(2, {
  departments: {
    "Computer Engineering": { channels: filled(4, 10), updatedAt: LOCKED_AT },
    Physics: { channels: filled(2, 6), lockedAt: LOCKED_AT, updatedAt: LOCKED_AT },
  },
});

function renderScreen({ route = "/seat-matrix", get = {}, ...stubs }: SelectionStubs & { route?: string } = {}) {
  const api = stubSelectionApi({ get: { [MATRIX(2)]: MATRIX_ANSWER, ...get }, ...stubs });
  return { ...renderApp(<SeatMatrixScreen />, { route }), api };
}

/**
 * The server's side of round 2's matrix for a test that changes it: GETs answer what it holds now,
 * and `changed` stores a department's new row and answers with it.
 */
function seatServer() {
  const state = structuredClone(MATRIX_ANSWER);
  return {
    read: (req: { method: string; url: string }) =>
      req.method === "GET" && req.url === MATRIX(2) ? { status: 200, body: state } : undefined,
    changed: (row: SeatMatrixDepartment, message: string) => {
      state.data.departments = state.data.departments.map((d) => (d.department === row.department ? row : d));
      return { status: 200, body: { success: true, message, data: row } };
    },
  };
}

const rowOf = (department: string) =>
  within(screen.getByRole("cell", { name: department }).closest("tr") as HTMLElement);
const changes = (api: ReturnType<typeof stubApi>) => api.sent.filter((r) => r.method !== "GET");

describe("Seat Matrix", () => {
  it("shows the current round's percentages and every department with its totals, PwD seats and status", async () => {
    const { api } = renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Seat Matrix" })).toBeVisible();
    const table = await screen.findByRole("table", { name: "Seats by department" });
    expect(api.of("GET", MATRIX(2))).toHaveLength(1);
    for (const name of ["Department", "NET/JRF", "Entrance test", "PwD seats", "Status", "Actions"])
      expect(within(table).getByRole("columnheader", { name })).toBeVisible();
    expect(within(table).getAllByRole("row")).toHaveLength(15);

    expect(screen.getByRole("textbox", { name: "OBC %" })).toHaveValue("19");
    expect(screen.getByRole("textbox", { name: "PwD %" })).toHaveValue("5");
    expect(screen.getByText("Reserved in all: 70 %; General: 30 %.")).toBeVisible();

    // 4 and 10 seats: at least 5 % for persons with disabilities, rounded up, is 1 in each channel.
    const entered = rowOf("Computer Engineering");
    expect(entered.getAllByRole("cell").map((c) => c.textContent)).toEqual(
      expect.arrayContaining(["4", "10", "2", "Entered"]),
    );
    expect(entered.getByRole("button", { name: "Edit Computer Engineering" })).toBeEnabled();
    expect(entered.getByRole("button", { name: "Lock Computer Engineering" })).toBeEnabled();

    const locked = rowOf("Physics");
    expect(locked.getByText("Locked")).toBeVisible();
    const edit = locked.getByRole("button", { name: "Edit Physics" });
    expect(edit).toBeDisabled();
    expect(edit).toHaveAccessibleDescription(LOCKED_REASON);
    expect(locked.getByRole("button", { name: "Unlock Physics" })).toBeEnabled();

    const empty = rowOf("Mathematics");
    expect(empty.getByText("Not entered")).toBeVisible();
    expect(empty.getAllByText("—")).toHaveLength(3);
    expect(empty.queryByRole("button", { name: /Lock/ })).toBeNull();
  });

  it("fills a department's grid from the percentages, blocks Save while a channel does not add up, and saves", async () => {
    let refuse = true;
    const server = seatServer();
    const { user, api } = renderScreen({
      handle: (req) => {
        if (req.method !== "PUT" || req.url !== MATRIX(2)) return server.read(req);
        if (refuse)
          return {
            status: 409,
            body: { success: false, message: "The seats of Mathematics are locked. Unlock them before changing them." },
          };
        const body = req.body as { department: "Mathematics"; channels: SeatMatrixDepartment["channels"] };
        return server.changed(
          { department: body.department, channels: body.channels, lockedAt: null, updatedAt: LOCKED_AT },
          "Seats of Mathematics saved.",
        );
      },
    });
    await user.click(await screen.findByRole("button", { name: "Edit Mathematics" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Seats of Mathematics" }));
    expect(
      dialog.getByText(/Seats for persons with disabilities \(PwD\) are at least 5 % \(rounded up\)/),
    ).toBeVisible();
    const save = dialog.getByRole("button", { name: "Save seats" });

    const netJrf = within(dialog.getByRole("group", { name: "NET/JRF" }));
    const total = netJrf.getByRole("textbox", { name: "Total NET/JRF seats" });
    expect(total).toHaveFocus();
    await retype(user, total, "4");
    expect(netJrf.getByText("The categories' seats add up to 0, less than the total of 4.")).toBeVisible();
    expect(save).toBeDisabled();

    await user.click(netJrf.getByRole("button", { name: "Fill from percentages (NET/JRF)" }));
    // 70 % of 4 is 2.8: 2 reserved seats, to the largest fractions (OBC 0.76, SC 0.52); General the other 2.
    const seat = (name: string) => netJrf.getByRole("textbox", { name });
    expect(seat("General seats, NET/JRF")).toHaveValue("2");
    expect(seat("OBC seats, NET/JRF")).toHaveValue("1");
    expect(seat("SC seats, NET/JRF")).toHaveValue("1");
    expect(seat("ST seats, NET/JRF")).toHaveValue("0");
    expect(seat("General PwD seats, NET/JRF")).toHaveValue("1");
    expect(seat("OBC PwD seats, NET/JRF")).toHaveValue("0");
    expect(netJrf.queryByText(/add up to/)).toBeNull();
    expect(save).toBeEnabled();

    const entrance = within(dialog.getByRole("group", { name: "Entrance test" }));
    const entranceTotal = entrance.getByRole("textbox", { name: "Total Entrance test seats" });
    await retype(user, entranceTotal, "10");
    await user.click(entrance.getByRole("button", { name: "Fill from percentages (Entrance test)" }));
    expect(entrance.getByRole("textbox", { name: "General seats, Entrance test" })).toHaveValue("3");
    expect(entrance.getByRole("textbox", { name: "OBC seats, Entrance test" })).toHaveValue("2");

    // The admin moves a seat by hand: one too many, then a PwD seat in a category without seats.
    const general = entrance.getByRole("textbox", { name: "General seats, Entrance test" });
    await retype(user, general, "4");
    expect(entrance.getByText("The categories' seats add up to 11, more than the total of 10.")).toBeVisible();
    expect(save).toBeDisabled();
    await retype(user, general, "3");
    const vjntPwd = entrance.getByRole("textbox", { name: "VJNT PwD seats, Entrance test" });
    await retype(user, vjntPwd, "1");
    expect(entrance.getByText("Seats for persons with disabilities in VJNT are more than its 0 seats.")).toBeVisible();
    expect(save).toBeDisabled();
    await retype(user, vjntPwd, "0");
    expect(save).toBeEnabled();
    expect(changes(api)).toHaveLength(0);

    // Refused (locked meanwhile): the server's words in the dialog, which stays open.
    await user.click(save);
    expect(
      await dialog.findByText("The seats of Mathematics are locked. Unlock them before changing them."),
    ).toBeVisible();
    const expected = { department: "Mathematics", channels: filled(4, 10) };
    expect(api.of("PUT", MATRIX(2))[0]?.body).toEqual(expected);

    refuse = false;
    await user.click(save);
    expect(await screen.findByText("Seats of Mathematics saved.")).toBeVisible();
    expect(api.of("PUT", MATRIX(2))[1]?.body).toEqual(expected);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const row = rowOf("Mathematics");
    expect(row.getByText("Entered")).toBeVisible();
    expect(row.getAllByRole("cell").map((c) => c.textContent)).toEqual(expect.arrayContaining(["4", "10", "2"]));
  });

  it("keeps an entered department's seats in the dialog", async () => {
    const { user } = renderScreen();
    await user.click(await screen.findByRole("button", { name: "Edit Computer Engineering" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Seats of Computer Engineering" }));
    expect(dialog.getByRole("textbox", { name: "Total NET/JRF seats" })).toHaveValue("4");
    expect(dialog.getByRole("textbox", { name: "Total Entrance test seats" })).toHaveValue("10");
    expect(dialog.getByRole("textbox", { name: "General seats, Entrance test" })).toHaveValue("3");
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("locks a department only after the admin confirms; Edit is then disabled with the reason", async () => {
    const server = seatServer();
    const { user, api } = renderScreen({
      handle: (req) => {
        if (req.method !== "POST" || !req.url.endsWith("/seat-matrix/lock")) return server.read(req);
        const { department, locked } = req.body as { department: string; locked: boolean };
        if (department === "Physics")
          return { status: 409, body: { success: false, message: "The admission round is closed." } };
        return server.changed(
          {
            department: "Computer Engineering",
            channels: filled(4, 10),
            lockedAt: locked ? LOCKED_AT : null,
            updatedAt: LOCKED_AT,
          },
          "Seats of Computer Engineering locked.",
        );
      },
    });
    await user.click(await screen.findByRole("button", { name: "Lock Computer Engineering" }));
    let dialog = within(await screen.findByRole("dialog", { name: "Lock Seats" }));
    expect(dialog.getByText("Lock the seats of Computer Engineering?")).toBeVisible();
    expect(dialog.getByText("Locked seats cannot be changed until they are unlocked.")).toBeVisible();
    expect(dialog.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(changes(api)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Lock Computer Engineering" }));
    dialog = within(await screen.findByRole("dialog", { name: "Lock Seats" }));
    await user.click(dialog.getByRole("button", { name: "Lock Seats" }));
    expect(await screen.findByText("Seats of Computer Engineering locked.")).toBeVisible();
    expect(changes(api).map((r) => [r.url, r.body])).toEqual([
      [`${MATRIX(2)}/lock`, { department: "Computer Engineering", locked: true }],
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const row = rowOf("Computer Engineering");
    expect(row.getByText("Locked")).toBeVisible();
    expect(row.getByRole("button", { name: "Edit Computer Engineering" })).toBeDisabled();
    expect(row.getByText(LOCKED_REASON)).toBeVisible();
    expect(row.getByRole("button", { name: "Unlock Computer Engineering" })).toBeVisible();

    // A refused unlock: a red toast with the server's words.
    await user.click(screen.getByRole("button", { name: "Unlock Physics" }));
    dialog = within(await screen.findByRole("dialog", { name: "Unlock Seats" }));
    await user.click(dialog.getByRole("button", { name: "Unlock Seats" }));
    expect(await screen.findByText("The admission round is closed.")).toBeVisible();
    expect(changes(api)[1]?.body).toEqual({ department: "Physics", locked: false });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("checks the reservation percentages with the shared schema before saving them", async () => {
    const { user, api } = renderScreen({
      handle: (req) =>
        req.method === "PUT" && req.url === `/api/rounds/${roundId(2)}/reservation`
          ? { status: 200, body: { success: true, message: "Reservation percentages saved.", data: req.body } }
          : undefined,
    });
    const ews = await screen.findByRole("textbox", { name: "EWS %" });
    await retype(user, ews, "45");
    expect(screen.getByText("Reserved in all: 105 %; General: 0 %.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Save percentages" }));
    expect(await screen.findByText("The reserved percentages add up to more than 100.")).toBeVisible();
    const pwd = screen.getByRole("textbox", { name: "PwD %" });
    await user.clear(pwd);
    await user.click(screen.getByRole("button", { name: "Save percentages" }));
    expect(await screen.findByText("Each percentage must be between 0 and 100.")).toBeVisible();
    expect(changes(api)).toHaveLength(0);

    await retype(user, ews, "12.5");
    await user.type(pwd, "4");
    await user.click(screen.getByRole("button", { name: "Save percentages" }));
    expect(await screen.findByText("Reservation percentages saved.")).toBeVisible();
    expect(changes(api).map((r) => r.body)).toEqual([
      { reservedPercent: { ...DEFAULT_RESERVATION.reservedPercent, EWS: 12.5 }, disabilityPercent: 4 },
    ]);
    await waitFor(() => expect(api.of("GET", MATRIX(2))).toHaveLength(2));
  });

  it("shows a closed round read-only: the notice, the values, no Save, Edit or Lock", async () => {
    const { api } = renderScreen({
      route: `/seat-matrix?round=${roundId(1)}`,
      get: {
        [MATRIX(1)]: seatMatrixAnswer(1, {
          isClosed: true,
          departments: { "Computer Engineering": { channels: filled(3, 5), lockedAt: LOCKED_AT } },
        }),
      },
    });
    const table = await screen.findByRole("table", { name: "Seats by department" });
    expect(api.of("GET", MATRIX(1))).toHaveLength(1);
    expect(api.of("GET", MATRIX(2))).toHaveLength(0);
    expect(screen.getAllByText(CLOSED_ROUND_NOTICE)).toHaveLength(1);
    expect(within(table).queryByRole("columnheader", { name: "Actions" })).toBeNull();
    expect(rowOf("Computer Engineering").getByText("Locked")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "OBC %" })).toHaveAttribute("readonly");
    for (const name of [/^Edit/, /^Lock/, /^Unlock/, "Save percentages"])
      expect(screen.queryByRole("button", { name })).toBeNull();
  });

  it("says when the seat matrix cannot be read, in the server's words", async () => {
    renderScreen({
      handle: (req) =>
        req.url === MATRIX(2)
          ? { status: 404, body: { success: false, message: "Admission round not found." } }
          : undefined,
    });
    expect(await screen.findByText("Admission round not found.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Retry" })).toBeVisible();
  });

  it("shows one card per department on a narrow screen", async () => {
    vi.stubGlobal(
      "matchMedia",
      fakeMatchMedia((query) => query.includes(NARROW_QUERY)),
    );
    renderScreen();
    const cards = await screen.findAllByTestId("department-card");
    expect(cards).toHaveLength(14);
    expect(screen.queryByRole("table")).toBeNull();
    const card = within(cards.find((c) => c.textContent?.includes("Physics")) as HTMLElement);
    expect(card.getByText("Locked")).toBeVisible();
    const facts = [...card.getAllByRole("term")].map((t) => [t.textContent, t.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ["NET/JRF", "2"],
      ["Entrance test", "6"],
      ["PwD seats", "2"],
    ]);
    expect(card.getByRole("button", { name: "Edit Physics" })).toBeDisabled();
    expect(card.getByText(LOCKED_REASON)).toBeVisible();
  });
});
