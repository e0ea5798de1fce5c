import { DEFAULT_RESERVATION, DEFAULT_SELECTION_RULES, DEPARTMENT_NAMES, splitSeats } from "@phd/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { firstRoundId } from "../../../test/factories.ts";
import { callerFor, useTestApp, useTokens } from "../../../test/helpers.ts";
import { auditEvents, seatMatrices } from "../../db/schema.ts";

const D = "Computer Engineering";
const t = useTestApp();
const { tokens } = useTokens(t, {
  admin: "admin",
  coordinator: { role: "coordinator", departments: [D] },
  accounts: "accountSectionCoordinator",
  candidate: "candidate",
});
let roundId: string;

const call = callerFor(() => t);

beforeAll(async () => {
  roundId = await firstRoundId(t, tokens.admin);
});
/** The helper's split for both channels: what the grid sends after "Fill from percentages". */
const channels = (netTotal: number, testTotal: number) => ({
  NET_JRF: { total: netTotal, ...splitSeats(netTotal, DEFAULT_RESERVATION) },
  ENTRANCE_TEST: { total: testTotal, ...splitSeats(testTotal, DEFAULT_RESERVATION) },
});
const matrix = async () => (await call("GET", `/api/rounds/${roundId}/seat-matrix`, tokens.coordinator)).json().data;
const stored = async () =>
  (
    await t.ctx.db
      .select()
      .from(seatMatrices)
      .where(and(eq(seatMatrices.roundId, roundId), eq(seatMatrices.department, D)))
  )[0];

describe("seat matrix", () => {
  it("every staff member reads it: every department, none with seats yet, the default percentages", async () => {
    for (const token of [tokens.admin, tokens.coordinator, tokens.accounts]) {
      const res = await call("GET", `/api/rounds/${roundId}/seat-matrix`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        round: { id: roundId, isClosed: false },
        reservation: DEFAULT_RESERVATION,
      });
      expect(res.json().data.departments).toHaveLength(DEPARTMENT_NAMES.length);
      expect(res.json().data.departments[0]).toMatchObject({ channels: null, lockedAt: null });
    }
    expect((await call("GET", `/api/rounds/${roundId}/seat-matrix`, tokens.candidate)).statusCode).toBe(403);
    expect((await call("GET", `/api/rounds/${roundId}/seat-matrix`, null)).statusCode).toBe(401);
    const missing = await call("GET", "/api/rounds/00000000-0000-4000-8000-000000000000/seat-matrix", tokens.admin);
    expect(missing.statusCode).toBe(404);
  });

  it("the admin saves a department's seats; each save is audited with before and after", async () => {
    const first = await call("PUT", `/api/rounds/${roundId}/seat-matrix`, tokens.admin, {
      department: D,
      channels: channels(4, 10),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: `Seats of ${D} saved.`, data: { department: D, lockedAt: null } });
    const second = await call("PUT", `/api/rounds/${roundId}/seat-matrix`, tokens.admin, {
      department: D,
      channels: channels(5, 12),
    });
    expect(second.statusCode).toBe(200);
    const row = (await matrix()).departments.find((d: { department: string }) => d.department === D);
    expect(row.channels.ENTRANCE_TEST).toMatchObject({ total: 12, seats: { OPEN_GENERAL: 4 } });
    const audits = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "seat_matrix.update"));
    expect(audits).toHaveLength(2);
    expect(audits.map((a) => (a.data as { from: unknown }).from === null)).toContain(true);
    const last = audits.find((a) => (a.data as { from: unknown }).from !== null);
    expect(last?.data).toMatchObject({ department: D, to: { ENTRANCE_TEST: { total: 12 } } });
  });

  it("refuses a matrix that does not add up, negative or fractional seats, and unknown fields; nothing changes", async () => {
    const before = await stored();
    const bad = (change: (c: ReturnType<typeof channels>) => void) => {
      const c = channels(5, 12);
      change(c);
      return { department: D, channels: c };
    };
    const cases: [object, string][] = [
      [
        bad((c) => {
          c.ENTRANCE_TEST.seats.OPEN_GENERAL += 1;
        }),
        "The categories' seats add up to 13, more than the total of 12.",
      ],
      [
        bad((c) => {
          c.NET_JRF.seats.SC = -1;
        }),
        "Seats must be whole numbers, 0 or more.",
      ],
      [
        bad((c) => {
          c.NET_JRF.seats.OBC = 1.5;
        }),
        "Seats must be whole numbers, 0 or more.",
      ],
      [
        bad((c) => {
          c.ENTRANCE_TEST.disabilitySeats.ST = 5;
        }),
        "Seats for persons with disabilities in ST are more than its 1 seats.",
      ],
      [{ department: "Astrology", channels: channels(1, 1) }, "Unknown department"],
      [{ department: D, channels: { NET_JRF: channels(1, 1).NET_JRF } }, ""],
    ];
    for (const [payload, message] of cases) {
      const res = await call("PUT", `/api/rounds/${roundId}/seat-matrix`, tokens.admin, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });

  it("only the admin edits seats, locks them and sets the percentages", async () => {
    for (const token of [tokens.coordinator, tokens.accounts, tokens.candidate]) {
      expect(
        (await call("PUT", `/api/rounds/${roundId}/seat-matrix`, token, { department: D, channels: channels(1, 1) }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call("POST", `/api/rounds/${roundId}/seat-matrix/lock`, token, { department: D, locked: true }))
          .statusCode,
      ).toBe(403);
      expect((await call("PUT", `/api/rounds/${roundId}/reservation`, token, DEFAULT_RESERVATION)).statusCode).toBe(
        403,
      );
    }
  });

  it("locked seats refuse changes until the admin unlocks them; both audited", async () => {
    const lock = (locked: boolean, department = D) =>
      call("POST", `/api/rounds/${roundId}/seat-matrix/lock`, tokens.admin, { department, locked });
    const empty = await lock(true, "Physics");
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe("Enter the seats of Physics before locking them.");

    const locked = await lock(true);
    expect(locked.statusCode).toBe(200);
    expect(locked.json().data.lockedAt).toEqual(expect.any(String));
    const refused = await call("PUT", `/api/rounds/${roundId}/seat-matrix`, tokens.admin, {
      department: D,
      channels: channels(9, 9),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`The seats of ${D} are locked. Unlock them before changing them.`);
    expect((await stored())?.channels.NET_JRF.total).toBe(5);

    expect((await lock(false)).json().data.lockedAt).toBeNull();
    const actions = (await t.ctx.db.select().from(auditEvents).orderBy(auditEvents.createdAt)).map((a) => a.action);
    expect(actions.filter((a) => /^seat_matrix\.(un)?lock$/.test(a))).toEqual([
      "seat_matrix.lock",
      "seat_matrix.unlock",
    ]);
  });

  it("the admin sets the round's reservation percentages (audited); above 100 % in all is refused", async () => {
    const state = { ...DEFAULT_RESERVATION, reservedPercent: { ...DEFAULT_RESERVATION.reservedPercent, EWS: 0 } };
    const res = await call("PUT", `/api/rounds/${roundId}/reservation`, tokens.admin, state);
    expect(res.statusCode).toBe(200);
    expect((await matrix()).reservation.reservedPercent.EWS).toBe(0);
    const over = await call("PUT", `/api/rounds/${roundId}/reservation`, tokens.admin, {
      ...state,
      reservedPercent: { ...state.reservedPercent, OBC: 80 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe("The reserved percentages add up to more than 100.");
    expect((await matrix()).reservation.reservedPercent.OBC).toBe(19);
    const [audit] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "round.reservation"));
    expect(audit?.data).toMatchObject({ from: DEFAULT_RESERVATION, to: state });
  });

  it("a closed round's seats are read but not changed", async () => {
    const other = (
      await call("POST", "/api/rounds", tokens.admin, { name: "Closed seats round", applicationIdPrefix: "CSR" })
    ).json().data;
    expect((await call("POST", `/api/rounds/${other.id}/close`, tokens.admin)).statusCode).toBe(200);
    const res = await call("PUT", `/api/rounds/${other.id}/seat-matrix`, tokens.admin, {
      department: D,
      channels: channels(1, 1),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The admission round "Closed seats round" is closed: its seats and selection rules can be read but not changed.',
    );
    expect((await call("GET", `/api/rounds/${other.id}/seat-matrix`, tokens.admin)).json().data.round.isClosed).toBe(
      true,
    );
  });
});

describe("selection rules", () => {
  const rules = async (token = tokens.coordinator, id = roundId) =>
    call("GET", `/api/rounds/${id}/selection-rules`, token);
  const netByInterview = {
    ...DEFAULT_SELECTION_RULES,
    channelRules: { ...DEFAULT_SELECTION_RULES.channelRules, NET: { channel: "NET_JRF", method: "INTERVIEW_ONLY" } },
    qualifyingPercent: 55,
  };

  it("every staff member reads the round's rules: the UGC defaults until the admin changes them", async () => {
    for (const token of [tokens.admin, tokens.coordinator, tokens.accounts]) {
      const res = await rules(token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ round: { id: roundId }, rules: DEFAULT_SELECTION_RULES });
    }
    expect((await rules(tokens.candidate)).statusCode).toBe(403);
    expect((await rules(null as unknown as string)).statusCode).toBe(401);
    expect((await rules(tokens.admin, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("the admin changes them (audited with before and after); the other rounds keep theirs", async () => {
    const res = await call("PUT", `/api/rounds/${roundId}/selection-rules`, tokens.admin, netByInterview);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "Selection rules saved.", data: netByInterview });
    expect((await rules()).json().data.rules).toEqual(netByInterview);
    const [audit] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "round.selection_rules"));
    expect(audit?.data).toMatchObject({ from: DEFAULT_SELECTION_RULES, to: netByInterview });
    // The reservation percentages live beside them in the round's settings and are not touched.
    expect((await matrix()).reservation.reservedPercent.EWS).toBe(0);

    const other = (
      await call("POST", "/api/rounds", tokens.admin, { name: "Rules round two", applicationIdPrefix: "RRT" })
    ).json().data;
    expect((await rules(tokens.admin, other.id)).json().data.rules).toEqual(DEFAULT_SELECTION_RULES);
  });

  it("bad rules are refused with the reason and change nothing", async () => {
    const bad: [object, string | null][] = [
      [
        { ...netByInterview, weights: { ...netByInterview.weights, TEST_AND_INTERVIEW: { exam: 80, interview: 30 } } },
        "The two weights must add up to 100.",
      ],
      [
        {
          ...netByInterview,
          channelRules: {
            ...netByInterview.channelRules,
            NONE: { channel: "ENTRANCE_TEST", method: "SCORE_AND_INTERVIEW" },
          },
        },
        "No qualifying exam has no exam score to weigh; choose the entrance test or the interview.",
      ],
      [{ ...netByInterview, tieBreaks: [] }, "Keep at least one tie-break."],
      [{ ...netByInterview, relaxedCategories: ["PURPLE"] }, null],
      [{ ...netByInterview, extra: true }, null],
      [
        { ...netByInterview, channelRules: { ...netByInterview.channelRules, PHD: netByInterview.channelRules.NET } },
        null,
      ],
    ];
    for (const [payload, message] of bad) {
      const res = await call("PUT", `/api/rounds/${roundId}/selection-rules`, tokens.admin, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await rules()).json().data.rules).toEqual(netByInterview);
  });

  it("only the admin changes them, and not in a closed round", async () => {
    for (const token of [tokens.coordinator, tokens.accounts, tokens.candidate]) {
      const res = await call("PUT", `/api/rounds/${roundId}/selection-rules`, token, DEFAULT_SELECTION_RULES);
      expect(res.statusCode).toBe(403);
    }
    const closed = (await call("GET", "/api/rounds", tokens.admin))
      .json()
      .data.find((r: { name: string }) => r.name === "Closed seats round");
    const res = await call("PUT", `/api/rounds/${closed.id}/selection-rules`, tokens.admin, DEFAULT_SELECTION_RULES);
    expect(res.statusCode).toBe(409);
    expect((await rules()).json().data.rules).toEqual(netByInterview);
  });
});
