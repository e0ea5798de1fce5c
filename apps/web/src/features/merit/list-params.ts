import {
  DEPARTMENT_NAMES,
  type DepartmentName,
  MERIT_STAGES,
  type MeritStage,
  SELECTION_CHANNELS,
  type SelectionChannel,
} from "@phd/shared";
import { laterPage, oneOf, pageParam, queryString, roundParam } from "../../lib/search-params.ts";

/** What the merit list screen shows instead of the live preview: a published list, or what the final changed. */
export const MERIT_VIEWS = ["PREVIEW", ...MERIT_STAGES, "CHANGES"] as const;
export type MeritView = (typeof MERIT_VIEWS)[number];

/** The channel shown when the address names none: the first of the shared list. */
export const DEFAULT_CHANNEL: SelectionChannel = SELECTION_CHANNELS[0];

/**
 * What the merit list screen shows is in the address (the API's own names), as in the other staff
 * screens: the department, the channel, the list (the live preview unless `view` says otherwise)
 * and the page of its lines; back / forward and reload bring them back.
 */
export interface MeritAddress {
  page: number;
  department?: DepartmentName;
  channel: SelectionChannel;
  view: MeritView;
  /** The admission round's id; absent: the current round. */
  round?: string;
}

/** Reads the screen's state from the address; a value the server would refuse is ignored. */
export function readMeritAddress(params: URLSearchParams): MeritAddress {
  return {
    page: pageParam(params),
    department: oneOf(DEPARTMENT_NAMES, params.get("department")),
    channel: oneOf(SELECTION_CHANNELS, params.get("channel")) ?? DEFAULT_CHANNEL,
    view: oneOf(MERIT_VIEWS, params.get("view")) ?? "PREVIEW",
    round: roundParam(params),
  };
}

/** The address for a state: only what is not the default, in a fixed order. */
export function writeMeritAddress(state: MeritAddress): URLSearchParams {
  const out = new URLSearchParams();
  if (state.department) out.set("department", state.department);
  if (state.channel !== DEFAULT_CHANNEL) out.set("channel", state.channel);
  if (state.view !== "PREVIEW") out.set("view", state.view);
  if (state.round) out.set("round", state.round);
  if (state.page > 1) out.set("page", String(state.page));
  return out;
}

const meritBase = (roundId: string) => `/api/rounds/${encodeURIComponent(roundId)}/merit`;

/** GET /api/rounds/{id}/merit?department=&channel=[&page=] (the live preview) */
export const meritPath = (roundId: string, department: DepartmentName, channel: SelectionChannel, page = 1) =>
  `${meritBase(roundId)}?${queryString({ department, channel, page: laterPage(page) })}`;

/** GET /api/rounds/{id}/merit/published?department=&channel=&stage=[&page=] */
export const publishedMeritPath = (
  roundId: string,
  department: DepartmentName,
  channel: SelectionChannel,
  stage: MeritStage,
  page = 1,
) => `${meritBase(roundId)}/published?${queryString({ department, channel, stage, page: laterPage(page) })}`;

/** GET /api/rounds/{id}/merit/changes?department= */
export const meritChangesPath = (roundId: string, department: DepartmentName) =>
  `${meritBase(roundId)}/changes?${queryString({ department })}`;

/** POST /api/rounds/{id}/merit/publish */
export const meritPublishPath = (roundId: string) => `${meritBase(roundId)}/publish`;

export type MeritExportFormat = "csv" | "pdf";

/** GET /api/rounds/{id}/merit/export.csv|pdf?department=&channel=&stage= (no stage: the live preview). */
export const meritExportPath = (
  roundId: string,
  format: MeritExportFormat,
  department: DepartmentName,
  channel: SelectionChannel,
  stage?: MeritStage,
) => `${meritBase(roundId)}/export.${format}?${queryString({ department, channel, stage })}`;

/** GET /api/rounds/{id}/objections?department= */
export const objectionsPath = (roundId: string, department: DepartmentName) =>
  `/api/rounds/${encodeURIComponent(roundId)}/objections?${queryString({ department })}`;

/** POST /api/rounds/{id}/objections/{objectionId}/answer */
export const objectionAnswerPath = (roundId: string, objectionId: string) =>
  `/api/rounds/${encodeURIComponent(roundId)}/objections/${encodeURIComponent(objectionId)}/answer`;

/** POST /api/applications/{id}/objections (multipart: `text`, optional `document`) */
export const raiseObjectionPath = (applicationId: string) =>
  `/api/applications/${encodeURIComponent(applicationId)}/objections`;
