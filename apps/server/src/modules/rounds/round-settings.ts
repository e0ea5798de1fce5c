import type { AuditAction } from "@phd/shared";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import * as q from "./queries.ts";
import { lockOpenRound, readRound, roundSummary } from "./round-access.ts";

/** Every setting's refusal on a closed round (unless it says its own), as the seat matrix first said it. */
export const SETTINGS_CLOSED =
  'The admission round "{{roundName}}" is closed: its seats and selection rules can be read but not changed.';

/** A module's setting of a round (kept in `admission_rounds.settings` under its key). */
export interface RoundSetting<T, Field extends string> {
  /** The round's value: its own where saved and still valid, else the default. */
  of(settings: Record<string, unknown>): T;
  /** The round and its value, the value under the module's name for it (`{ round, scoring }`). */
  ofRound(
    ctx: Pick<AppContext, "db">,
    roundId: string,
  ): Promise<{ round: ReturnType<typeof roundSummary> } & Record<Field, T>>;
  /** Saves the round's value beside the other settings, audited with before and after; open rounds only. */
  save(ctx: Pick<AppContext, "db">, actor: AuthUser, roundId: string, value: T): Promise<T>;
}

const declared = new Set<string>();

/**
 * Declares a module's round setting: its key in the settings, its schema and default, the name its
 * answers give it and the audit action of a change. Each key is declared once, by its own module.
 */
export function roundSetting<T, Field extends string>(def: {
  key: string;
  schema: z.ZodType<T>;
  defaults: T;
  field: Field;
  audit: AuditAction;
  /** The refusal on a closed round, when the setting says its own (`{{roundName}}` is the round's name). */
  closedRefusal?: string;
}): RoundSetting<T, Field> {
  if (declared.has(def.key)) throw new Error(`round setting "${def.key}" is declared twice`);
  declared.add(def.key);
  const of = (settings: Record<string, unknown>): T => {
    const parsed = def.schema.safeParse(settings[def.key]);
    return parsed.success ? parsed.data : def.defaults;
  };
  return {
    of,
    async ofRound(ctx, roundId) {
      const round = await readRound(ctx.db, roundId);
      return { round: roundSummary(round), [def.field]: of(round.settings) } as {
        round: ReturnType<typeof roundSummary>;
      } & Record<Field, T>;
    },
    save: (ctx, actor, roundId, value) =>
      ctx.db.transaction(async (tx) => {
        const round = await lockOpenRound(tx, roundId, def.closedRefusal ?? SETTINGS_CLOSED, "update");
        const from = of(round.settings);
        await q.saveSettings(tx, round.id, { ...round.settings, [def.key]: value });
        await recordAudit(tx, {
          actorId: actor.id,
          action: def.audit,
          subjectType: "round",
          subjectId: round.id,
          roundId: round.id,
          data: { from, to: value },
        });
        return value;
      }),
  };
}
