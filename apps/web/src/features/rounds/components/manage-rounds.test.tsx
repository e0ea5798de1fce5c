import type { AdmissionRound } from "@phd/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { admissionRound, roundId } from "../../../test/fixtures.ts";
import { expectLinkTo, expectRetryLoads, expectShownIn } from "../../../test/lists.ts";
import { stubPhoneScreen } from "../../../test/media.ts";
import { type ApiHandler, stubApi } from "../../../test/network.ts";
import { renderApp, retype } from "../../../test/render.tsx";
import { CLOSED_READ_ONLY, CURRENT_NOT_CLOSABLE, ManageRounds } from "./manage-rounds.tsx";

const LIST = "/api/rounds";
const WINDOW = "/api/constant/admission-window";
const WINDOW_ANSWER = {
  success: true,
  data: {
    state: "open",
    opensAt: null,
    closesAt: null,
    timeZone: "Asia/Kolkata",
    serverTime: "2026-11-02T00:00:00.000Z",
  },
};

const CLOSED = admissionRound(1, {
  name: "PhD Admissions 2025-26, Round 1",
  applicationIdPrefix: "PHD25",
  closedAt: "2026-03-01T09:00:00.000Z",
  applicationCount: 40,
});
const CURRENT = admissionRound(2, {
  name: "PhD Admissions 2026-27, Round 1",
  applicationIdPrefix: "PHD",
  isCurrent: true,
  applicationCount: 12,
  // 9:00 AM and 5:00 PM in Asia/Kolkata.
  admissionWindow: { opensAt: "2026-11-01T03:30:00.000Z", closesAt: "2026-12-01T11:30:00.000Z" },
});
const OPEN = admissionRound(3, { name: "PhD Admissions 2027-28, Round 1", applicationIdPrefix: "PHD27" });
const ROUNDS = [OPEN, CURRENT, CLOSED];

function renderScreen({ rounds = ROUNDS, handle }: { rounds?: AdmissionRound[]; handle?: ApiHandler } = {}) {
  const api = stubApi({ get: { [LIST]: { success: true, data: rounds }, [WINDOW]: WINDOW_ANSWER }, handle });
  return { ...renderApp(<ManageRounds />), api };
}

const rowOf = (name: string) => within(screen.getByText(name).closest("tr") as HTMLElement);
const posts = (api: ReturnType<typeof stubApi>) => api.sent.filter((r) => r.method === "POST");

describe("Admission Rounds", () => {
  it("lists every round with its prefix, window in the institution's zone, applications and status", async () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Admission Rounds" })).toBeVisible();
    const table = await screen.findByRole("table", { name: "Admission rounds" });
    for (const name of ["Round", "Application ID prefix", "Admission window", "Applications", "Status", "Actions"])
      expect(within(table).getByRole("columnheader", { name })).toBeVisible();

    const current = rowOf(CURRENT.name);
    expect(current.getByText("PHD")).toBeVisible();
    expect(current.getByText("Opens: Nov 1, 2026, 9:00 AM IST")).toBeVisible();
    expect(current.getByText("Closes: Dec 1, 2026, 5:00 PM IST")).toBeVisible();
    expect(current.getByText("12")).toBeVisible();
    expect(current.getByText("Current")).toBeVisible();
    expect(current.getByRole("button", { name: `Edit ${CURRENT.name}` })).toBeVisible();
    expect(current.queryByRole("button", { name: /^Make Current/ })).toBeNull();

    const open = rowOf(OPEN.name);
    expect(open.getByText("PHD27")).toBeVisible();
    expect(open.getByText("No window set")).toBeVisible();
    expect(open.getByText("Open")).toBeVisible();
    for (const name of [`Edit ${OPEN.name}`, `Make Current ${OPEN.name}`, `Close ${OPEN.name}`])
      expect(open.getByRole("button", { name })).toBeVisible();

    const closed = rowOf(CLOSED.name);
    expect(closed.getByText("Closed (Mar 1, 2026)")).toBeVisible();
    expect(closed.getByText("40")).toBeVisible();
    expect(closed.getByText(CLOSED_READ_ONLY)).toBeVisible();
    expect(closed.queryAllByRole("button")).toHaveLength(0);

    // Every round's seats, closed ones too (read-only there), on the Seat Matrix screen.
    for (const [round, row] of [
      [CURRENT, current],
      [OPEN, open],
      [CLOSED, closed],
    ] as const)
      expectLinkTo(`Seat matrix of ${round.name}`, `/seat-matrix?round=${round.id}`, row);
  });

  it("creates a round checked by the shared schema, shows the server's refusal, then saves it", async () => {
    let answer: "conflict" | "field" | "ok" = "conflict";
    const { user, api } = renderScreen({
      handle: (req) => {
        if (req.method !== "POST" || req.url !== LIST) return undefined;
        if (answer === "conflict")
          return {
            status: 409,
            body: { success: false, message: "Another admission round already uses the prefix PHD28. Choose another." },
          };
        if (answer === "field")
          return {
            status: 400,
            body: {
              success: false,
              message: "The closing time must be after the opening time",
              errors: { "admissionWindow.closesAt": "The closing time must be after the opening time" },
            },
          };
        return {
          status: 201,
          body: { success: true, message: "Admission round created.", data: admissionRound(4, req.body as object) },
        };
      },
    });
    await screen.findByText(OPEN.name);
    await user.click(screen.getByRole("button", { name: "New Round" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New Admission Round" }));
    const create = () => user.click(dialog.getByRole("button", { name: "Create Round" }));

    await create();
    expect(dialog.getByText("Round name must be at least 3 characters")).toBeVisible();
    expect(dialog.getByText("Application ID prefix is required")).toBeVisible();

    await user.type(dialog.getByRole("textbox", { name: /^Round name/ }), "PhD Admissions 2028-29, Round 1");
    const prefix = dialog.getByRole("textbox", { name: /^Application ID Prefix/ });
    await user.type(prefix, "phd 28");
    await create();
    expect(dialog.getByText("Use letters, digits, '-' or '_' only")).toBeVisible();
    await retype(user, prefix, "phd28");
    expect(prefix).toHaveValue("PHD28");
    fireEvent.change(dialog.getByLabelText(/^Opens at \(Asia\/Kolkata time\)/), {
      target: { value: "2027-12-01T17:00" },
    });
    fireEvent.change(dialog.getByLabelText(/^Closes at \(Asia\/Kolkata time\)/), {
      target: { value: "2027-11-01T09:00" },
    });
    await create();
    expect(dialog.getByText("The closing time must be after the opening time")).toBeVisible();
    expect(posts(api)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(/^Opens at/), { target: { value: "2027-11-01T09:00" } });
    fireEvent.change(dialog.getByLabelText(/^Closes at/), { target: { value: "2027-12-01T17:00" } });
    await create();
    expect(
      await dialog.findByText("Another admission round already uses the prefix PHD28. Choose another."),
    ).toBeVisible();
    expect(posts(api)[0]?.body).toEqual({
      name: "PhD Admissions 2028-29, Round 1",
      applicationIdPrefix: "PHD28",
      admissionWindow: { opensAt: "2027-11-01T03:30:00.000Z", closesAt: "2027-12-01T11:30:00.000Z" },
    });

    answer = "field";
    await create();
    await waitFor(() => expect(dialog.getAllByText("The closing time must be after the opening time")).toHaveLength(2));
    expect(dialog.getByLabelText(/^Closes at/)).toHaveAttribute("aria-invalid", "true");

    answer = "ok";
    await create();
    expect(await screen.findByText("Admission round created.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(api.of("GET", LIST)).toHaveLength(2));
  });

  it("edits a round with its values filled in, the moments in the institution's zone", async () => {
    const { user, api } = renderScreen({
      handle: (req) =>
        req.method === "PUT"
          ? {
              status: 200,
              body: {
                success: true,
                message: "Admission round updated.",
                data: { ...CURRENT, ...(req.body as object) },
              },
            }
          : undefined,
    });
    await screen.findByText(CURRENT.name);
    await user.click(screen.getByRole("button", { name: `Edit ${CURRENT.name}` }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Admission Round" }));
    expect(dialog.getByRole("textbox", { name: /^Round name/ })).toHaveValue(CURRENT.name);
    expect(dialog.getByRole("textbox", { name: /^Application ID Prefix/ })).toHaveValue("PHD");
    expect(dialog.getByLabelText(/^Opens at/)).toHaveValue("2026-11-01T09:00");
    expect(dialog.getByLabelText(/^Closes at/)).toHaveValue("2026-12-01T17:00");

    await user.click(dialog.getByRole("button", { name: "Clear opening time" }));
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Admission round updated.")).toBeVisible();
    expect(api.of("PUT", `/api/rounds/${roundId(2)}`)[0]?.body).toEqual({
      name: CURRENT.name,
      applicationIdPrefix: "PHD",
      admissionWindow: { opensAt: null, closesAt: "2026-12-01T11:30:00.000Z" },
    });
  });

  it("makes a round current after saying what follows; everything reloads, the constants too", async () => {
    const { user, api } = renderScreen({
      handle: (req) =>
        req.method === "POST" && req.url.endsWith("/make-current")
          ? {
              status: 200,
              body: { success: true, message: `"${OPEN.name}" is now the current admission round.`, data: OPEN },
            }
          : undefined,
    });
    await screen.findByText(OPEN.name);
    await waitFor(() => expect(api.of("GET", WINDOW)).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: `Make Current ${OPEN.name}` }));
    const dialog = within(await screen.findByRole("dialog", { name: "Make Round Current" }));
    expectShownIn(await screen.findByRole("dialog", { name: "Make Round Current" }), [
      /New applications go into this round, numbered from 1 with its prefix: PHD27001/,
      /Staff lists show this round first/,
    ]);
    expect(dialog.getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(dialog.getByRole("button", { name: "Make Current" }));

    expect(await screen.findByText(`"${OPEN.name}" is now the current admission round.`)).toBeVisible();
    expect(posts(api).map((r) => r.url)).toEqual([`/api/rounds/${roundId(3)}/make-current`]);
    await waitFor(() => expect(api.of("GET", LIST)).toHaveLength(2));
    await waitFor(() => expect(api.of("GET", WINDOW)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers no Close for the current round and says why; a refused close shows the server's words", async () => {
    const refusal = "This is the current admission round. Make another round current before closing it.";
    const { user, api } = renderScreen({
      handle: (req) =>
        req.method === "POST" && req.url.endsWith("/close")
          ? { status: 409, body: { success: false, message: refusal } }
          : undefined,
    });
    await screen.findByText(CURRENT.name);
    const current = rowOf(CURRENT.name);
    expect(current.queryByRole("button", { name: /^Close/ })).toBeNull();
    expect(current.getByText(CURRENT_NOT_CLOSABLE)).toBeVisible();

    // The open round became current elsewhere meanwhile: the server refuses, and the admin is told.
    await user.click(screen.getByRole("button", { name: `Close ${OPEN.name}` }));
    const dialog = within(await screen.findByRole("dialog", { name: "Close Round" }));
    expectShownIn(await screen.findByRole("dialog", { name: "Close Round" }), [
      "Closing is final: a closed round cannot be reopened.",
      "Its applications and records stay readable, but can no longer be changed.",
    ]);
    await user.click(dialog.getByRole("button", { name: "Close Round" }));
    expect(await screen.findByText(refusal)).toBeVisible();
    expect(posts(api).map((r) => r.url)).toEqual([`/api/rounds/${roundId(3)}/close`]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says the rounds could not be loaded, and Retry loads them", async () => {
    let failing = true;
    const { user } = renderScreen({ handle: (req) => (failing && req.url === LIST ? { status: 500 } : undefined) });
    await expectRetryLoads(user, "Failed to load admission rounds", OPEN.name, () => {
      failing = false;
    });
  });

  it("shows one card per round on a phone", async () => {
    stubPhoneScreen();
    renderScreen();
    const cards = await screen.findAllByTestId("round-card");
    expect(cards).toHaveLength(3);
    expect(screen.queryByRole("table")).toBeNull();
    const current = within(cards[1] as HTMLElement);
    expectShownIn(cards[1], [CURRENT.name, "Current", "12 applications", "Opens: Nov 1, 2026, 9:00 AM IST"]);
    expect(current.getByRole("button", { name: `Edit ${CURRENT.name}` })).toBeVisible();
  });
});
