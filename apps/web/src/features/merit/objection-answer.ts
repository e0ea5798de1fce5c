// The answer to an objection as the coordinator types it, and the body it is sent as, checked with
// the shared `objectionAnswerBody` the server checks.
import { type ObjectionAnswerBody, objectionAnswerBody } from "@phd/shared";

export type AnswerDecision = "ACCEPTED" | "REJECTED";

export interface AnswerValues {
  decision: AnswerDecision | "";
  answer: string;
  /** NumberInput values: "" when cleared. */
  correctedTestMarks: number | string;
  correctedInterviewScore: number | string;
}
export type AnswerField = keyof AnswerValues;
export type AnswerErrors = Partial<Record<AnswerField, string>>;

export const EMPTY_ANSWER: AnswerValues = {
  decision: "",
  answer: "",
  correctedTestMarks: "",
  correctedInterviewScore: "",
};

const FIELDS: readonly AnswerField[] = ["decision", "answer", "correctedTestMarks", "correctedInterviewScore"];

/** A number input's value: a cleared field is no correction. */
const numberOf = (v: number | string) => (typeof v === "number" ? v : v.trim() === "" ? undefined : Number(v));

/** The field a server or schema path names, if any. */
export function answerFieldOf(path: string): AnswerField | undefined {
  const last = path.split(".").at(-1);
  return FIELDS.find((f) => f === last);
}

export type AnswerCheck = { ok: true; body: ObjectionAnswerBody } | { ok: false; errors: AnswerErrors };

/** Checks the form; corrections are sent only with an acceptance (a rejection corrects nothing). */
export function checkAnswer(values: AnswerValues): AnswerCheck {
  const accepted = values.decision === "ACCEPTED";
  const input = {
    decision: values.decision || undefined,
    answer: values.answer,
    ...(accepted ? { correctedTestMarks: numberOf(values.correctedTestMarks) } : {}),
    ...(accepted ? { correctedInterviewScore: numberOf(values.correctedInterviewScore) } : {}),
  };
  const parsed = objectionAnswerBody.safeParse(input);
  if (!parsed.success) {
    const errors: AnswerErrors = {};
    for (const issue of parsed.error.issues) {
      const field = answerFieldOf(issue.path.join("."));
      if (field) errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { decision, answer, correctedTestMarks, correctedInterviewScore } = parsed.data;
  return {
    ok: true,
    body: {
      decision,
      answer,
      ...(correctedTestMarks !== undefined ? { correctedTestMarks } : {}),
      ...(correctedInterviewScore !== undefined ? { correctedInterviewScore } : {}),
    },
  };
}
