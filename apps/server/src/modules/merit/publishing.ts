import {
  type DepartmentName,
  formatDateTime,
  type MeritChange,
  type MeritPublication,
  type MeritStage,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { insertMany } from "../../db/bulk.ts";
import type { DbOrTx } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors.ts";
import { languageOrDefault } from "../../lib/i18n.ts";
import { inLanguage, mailContext } from "../../mail/context.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { readConstants } from "../constants/index.ts";
import { readRound } from "../rounds/index.ts";
import { departmentSeats, roundSelectionRules } from "../seat-matrix/index.ts";
import { assertDepartment, lockOpenMeritRound, stageOf } from "./access.ts";
import { candidatesById, computeLists } from "./computing.ts";
import { meritMail } from "./mail.ts";
import { figuresOf, lineView, namedMissing, presentPublication, storedLineView } from "./presenter.ts";
import * as q from "./queries.ts";

/**
 * Writes a department's published lists (both channels) from what is entered now: the publication
 * with the rules and seats it used, every line, the seats locked and both audited. Refused while
 * a mark or score is missing (409 with the list). No mail: `publish` sends them; the demo data
 * (which sends none) records its provisional list through this too.
 */
export async function recordPublication(
  tx: DbOrTx,
  p: {
    round: { id: string; settings: Record<string, unknown> };
    department: DepartmentName;
    stage: MeritStage;
    objectionsCloseAt: Date | null;
    publishedById: string;
  },
) {
  const { round, department, stage } = p;
  const seatsRow = await departmentSeats(tx, round.id, department);
  if (!seatsRow)
    throw conflict("Enter the seats of {{departmentName}} in the seat matrix before publishing.", {
      departmentName: department,
    });
  const inputs = await q.meritInputs(tx, round.id, department);
  if (inputs.length === 0)
    throw conflict("No candidate of {{departmentName}} is shortlisted.", { departmentName: department });
  const rules = roundSelectionRules.of(round.settings);
  const lists = computeLists(inputs, round.settings, seatsRow.channels, rules);
  const missing = lists.flatMap((l) => l.missing);
  if (missing.length > 0)
    throw new AppError(
      409,
      "Marks or scores are missing for {{count}} candidate: enter them before publishing.",
      undefined,
      {
        missing: namedMissing(
          missing,
          await candidatesById(
            tx,
            missing.map((m) => m.id),
          ),
        ),
      },
      {
        count: missing.length,
        defaultValue_other: "Marks or scores are missing for {{count}} candidates: enter them before publishing.",
      },
    );
  const publication = await q.insertPublication(tx, {
    roundId: round.id,
    department,
    stage,
    objectionsCloseAt: p.objectionsCloseAt,
    rules,
    seats: seatsRow.channels,
    publishedById: p.publishedById,
  });
  // Every candidate listed is mailed: who they are, for each line.
  const contacts = await candidatesById(
    tx,
    inputs.map((r) => r.id),
  );
  const byId = new Map(inputs.map((r) => [r.applicationId, { ...r, ...(contacts.get(r.id) as q.CandidateContact) }]));
  const rows: q.LineRow[] = lists.flatMap((list) =>
    list.lines.map((l, position) => {
      const r = byId.get(l.applicationId) as q.MeritInput & q.CandidateContact;
      return {
        publicationId: publication.id,
        applicationId: r.id,
        channel: list.channel,
        position,
        ...figuresOf(lineView(l, r, r.method)),
      };
    }),
  );
  await q.insertLines(tx, rows);
  if (await q.lockSeats(tx, round.id, department, p.publishedById))
    await recordAudit(tx, {
      actorId: p.publishedById,
      action: "seat_matrix.lock",
      subjectType: "round",
      subjectId: round.id,
      roundId: round.id,
      data: { department, reason: "merit list published" },
    });
  await recordAudit(tx, {
    actorId: p.publishedById,
    action: "merit.publish",
    subjectType: "round",
    subjectId: round.id,
    roundId: round.id,
    data: { department, stage, publicationId: publication.id, candidates: rows.length },
  });
  return { publication, lists, byId, candidates: rows.length };
}

/**
 * Publishes a department's lists (both channels): provisional with its objection window, or final
 * once the window has closed and every objection is answered. Refused while any shortlisted
 * candidate lacks a mark or score (409, with the list). Locks the department's seats; mails every
 * candidate on the list; audited. One transaction.
 */
export async function publish(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  body: { department: DepartmentName; stage: MeritStage; objectionsCloseAt?: Date },
) {
  const { department, stage } = body;
  return ctx.db.transaction(async (tx) => {
    const round = await lockOpenMeritRound(tx, roundId);
    const pubs = await q.publicationsOf(tx, round.id, department, true);
    const provisional = stageOf(pubs, "PROVISIONAL");
    const now = ctx.clock.now();
    if (stageOf(pubs, "FINAL"))
      throw conflict("The final merit list of {{departmentName}} is already published.", {
        departmentName: department,
      });
    if (stage === "PROVISIONAL") {
      if (provisional)
        throw conflict("The provisional merit list of {{departmentName}} is already published.", {
          departmentName: department,
        });
      if (!body.objectionsCloseAt || body.objectionsCloseAt <= now)
        throw badRequest("The objection window must close in the future.", {
          objectionsCloseAt: "The objection window must close in the future.",
        });
    } else {
      if (!provisional)
        throw conflict("Publish the provisional merit list of {{departmentName}} first.", {
          departmentName: department,
        });
      if (provisional.objectionsCloseAt && provisional.objectionsCloseAt > now)
        throw conflict("Objections to the provisional list are open until {{closesAt}}.", {
          closesAt: formatDateTime(
            provisional.objectionsCloseAt,
            (await readConstants({ db: tx, clock: ctx.clock }, false)).timeZone,
          ),
        });
      const open = await q.countOpenObjections(tx, provisional.id);
      if (open > 0)
        throw conflict("{{count}} objection is not answered yet.", {
          count: open,
          defaultValue_other: "{{count}} objections are not answered yet.",
        });
    }
    const { publication, lists, byId, candidates } = await recordPublication(tx, {
      round,
      department,
      stage,
      objectionsCloseAt: stage === "PROVISIONAL" ? (body.objectionsCloseAt ?? null) : null,
      publishedById: user.id,
    });
    const [base, constants] = await Promise.all([
      mailContext(ctx, tx),
      readConstants({ db: tx, clock: ctx.clock }, false),
    ]);
    await insertMany(
      tx,
      mailOutbox,
      lists.flatMap((list) =>
        list.lines.map((l) => {
          const r = byId.get(l.applicationId) as q.MeritInput & q.CandidateContact;
          const mail = inLanguage(base, languageOrDefault(r.language));
          const m = meritMail(mail, constants.timeZone, { ...r, department }, l, stage, publication.objectionsCloseAt);
          return { to: r.email, template: "merit", subject: m.subject, text: m.text, html: m.html };
        }),
      ),
    );
    return { publication: presentPublication(publication) as MeritPublication, candidates };
  });
}

/** What the final list changed from the provisional, candidate by candidate (both channels). */
export async function changes(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  department: DepartmentName,
): Promise<MeritChange[]> {
  assertDepartment(user, "merit.read", department);
  const round = await readRound(ctx.db, roundId);
  const pubs = await q.publicationsOf(ctx.db, round.id, department);
  const provisional = stageOf(pubs, "PROVISIONAL");
  const final = stageOf(pubs, "FINAL");
  if (!provisional || !final)
    throw notFound("Both lists of {{departmentName}} must be published to compare them.", {
      departmentName: department,
    });
  const [before, after] = await Promise.all([q.allLinesOf(ctx.db, provisional.id), q.allLinesOf(ctx.db, final.id)]);
  const old = new Map(before.map((r) => [r.line.applicationId, r]));
  const out: MeritChange[] = [];
  const seen = new Set<string>();
  for (const r of after) {
    seen.add(r.line.applicationId);
    const was = old.get(r.line.applicationId);
    const a = storedLineView(r);
    const b = was ? storedLineView(was) : null;
    if (b && JSON.stringify(a) === JSON.stringify(b)) continue;
    out.push({ id: a.id, applicationId: a.applicationId, name: a.name, channel: r.line.channel, before: b, after: a });
  }
  for (const r of before)
    if (!seen.has(r.line.applicationId)) {
      const b = storedLineView(r);
      out.push({
        id: b.id,
        applicationId: b.applicationId,
        name: b.name,
        channel: r.line.channel,
        before: b,
        after: null,
      });
    }
  return out;
}
