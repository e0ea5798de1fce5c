/**
 * The admission window (issue 13, decision 016): the admin's Open/Closed switch, plus an optional
 * opening and closing moment. Moments are instants (UTC on the wire); the admin types and reads
 * them as wall-clock times in the institution's time zone (a constant, e.g. Asia/Kolkata), never
 * in the server's or the browser's zone. The server evaluates the state on every request, so the
 * deadline takes effect at the exact moment without a timer job.
 */
export const ADMISSIONS_STATES = ["open", "closed", "notYetOpen", "ended"] as const;
export type AdmissionsState = (typeof ADMISSIONS_STATES)[number];

export interface AdmissionWindow {
  opensAt: Date | string | null;
  closesAt: Date | string | null;
}

const time = (d: Date | string) => (typeof d === "string" ? Date.parse(d) : d.getTime());

/**
 * closed: the switch is off (it wins over the window); notYetOpen: before opensAt;
 * ended: at or after closesAt (the closing minute itself is already closed); otherwise open.
 */
export function admissionsStateAt(switchOpen: boolean, window: AdmissionWindow, now: Date): AdmissionsState {
  if (!switchOpen) return "closed";
  const t = now.getTime();
  if (window.opensAt && t < time(window.opensAt)) return "notYetOpen";
  if (window.closesAt && t >= time(window.closesAt)) return "ended";
  return "open";
}

/** The public home shows a countdown in the last days before the deadline. */
export const COUNTDOWN_DAYS = 7;

export function showsCountdown(state: AdmissionsState, closesAt: Date | string | null, now: Date): boolean {
  if (state !== "open" || !closesAt) return false;
  const left = time(closesAt) - now.getTime();
  return left > 0 && left <= COUNTDOWN_DAYS * 86_400_000;
}

/** "3 days 4 hours", "5 hours 12 minutes", "42 minutes", "less than a minute". */
export function countdownText(msLeft: number): string {
  if (msLeft < 60_000) return "less than a minute";
  const minutes = Math.floor(msLeft / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (days > 0) return hours > 0 ? `${unit(days, "day")} ${unit(hours, "hour")}` : unit(days, "day");
  if (hours > 0) return mins > 0 ? `${unit(hours, "hour")} ${unit(mins, "minute")}` : unit(hours, "hour");
  return unit(mins, "minute");
}

export function isValidTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(tz: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(tz, f);
  }
  return f;
}

function wallClock(d: Date, tz: string) {
  const p = Object.fromEntries(
    partsIn(tz)
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return {
    y: Number(p.year),
    mo: Number(p.month),
    d: Number(p.day),
    h: Number(p.hour),
    mi: Number(p.minute),
    s: Number(p.second),
  };
}

/** The zone's offset from UTC at an instant, in ms (Asia/Kolkata: +5 h 30 min). */
function offsetAt(d: Date, tz: string): number {
  const w = wallClock(d, tz);
  return Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s) - Math.floor(d.getTime() / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/**
 * "2026-12-01T17:00" (or a day, "2026-12-01", meaning its midnight) read in the zone -> the instant.
 * In a DST gap the later offset wins; the institution zones of interest have no DST.
 */
export function zonedLocalToInstant(local: string, tz: string): Date {
  const m = LOCAL.exec(local);
  if (!m) throw new RangeError(`Not a local date-time: ${local}`);
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0));
  let guess = asUtc - offsetAt(new Date(asUtc), tz);
  const second = asUtc - offsetAt(new Date(guess), tz);
  if (second !== guess) guess = second;
  return new Date(guess);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The instant as the zone's wall clock, "YYYY-MM-DDTHH:mm" (what a date-time input holds). */
export function instantToZonedLocal(d: Date | string, tz: string): string {
  const w = wallClock(typeof d === "string" ? new Date(d) : d, tz);
  return `${w.y}-${pad(w.mo)}-${pad(w.d)}T${pad(w.h)}:${pad(w.mi)}`;
}

/** The zone's calendar day of an instant, "YYYY-MM-DD". */
export function zonedDay(d: Date | string, tz: string): string {
  return instantToZonedLocal(d, tz).slice(0, 10);
}

/** The instants [start, end) of a calendar day in the zone (list date filters). */
export function zonedDayRange(day: string, tz: string): { start: Date; end: Date } {
  const start = zonedLocalToInstant(day, tz);
  const [y = 0, m = 1, d = 1] = day.split("-").map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return { start, end: zonedLocalToInstant(next.toISOString().slice(0, 10), tz) };
}

export const DEFAULT_TIME_ZONE = "Asia/Kolkata";
