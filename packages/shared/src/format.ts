import { type Language, LOCALES } from "./languages.ts";
/** Display helpers both sides use; kept pure so they are tested once. */

/** Welcome line shows the part of the name after the last '-' (spec 000 §3). */
export function welcomeName(name: string): string {
  const i = name.lastIndexOf("-");
  return (i >= 0 ? name.slice(i + 1) : name).trim() || name;
}

/** The profile card strips a 'TEST-USER-' prefix. */
export function profileCardName(name: string): string {
  return name.startsWith("TEST-USER-") ? name.slice("TEST-USER-".length) : name;
}

/**
 * Instants are shown in ONE zone: the institution's (the `timeZone` constant, e.g. Asia/Kolkata),
 * never the viewer's browser zone nor the server's. Every screen, PDF, e-mail and CSV goes through
 * these helpers with that zone (decision 024); calendar days typed by people (birth dates) use
 * `formatDay` and are never shifted.
 */
const instant = (iso: string | Date) => (typeof iso === "string" ? new Date(iso) : iso);

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Intl formatters are costly to build; a list of 500 rows reuses one per zone and shape. */
function formatter(locale: string, tz: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${tz}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: tz });
    formatters.set(key, f);
  }
  return f;
}

const partOf = (f: Intl.DateTimeFormat, d: Date, type: Intl.DateTimeFormatPartTypes) =>
  f.formatToParts(d).find((p) => p.type === type)?.value ?? "";

/** "IST", "PST", "UTC"; an offset ("GMT+5:45") where the zone has no common abbreviation. */
export function zoneShortName(tz: string, at: Date | string = new Date()): string {
  const d = instant(at);
  // en-IN knows IST, en-US knows the American zones; otherwise both give "GMT±h".
  const names = ["en-IN", "en-US"].map((l) => partOf(formatter(l, tz, { timeZoneName: "short" }), d, "timeZoneName"));
  return names.find((n) => !n.startsWith("GMT")) ?? names[0] ?? tz;
}

/** The zone's calendar day of an instant, "YYYY-MM-DD". */
function dayInZone(d: Date, tz: string): string {
  return formatter("en-CA", tz, { year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
}

/**
 * The `Intl` locale of dates in a language: English keeps the spec's en-US short month
 * ("Nov 25, 2026", spec 000 §9); Hindi and Marathi use their own month names, with Latin digits.
 */
const dateLocale = (language: Language) => (language === "en" ? "en-US" : LOCALES[language]);

/** An instant → "Nov 25, 2026": its day in the institution's zone (en-US short month, spec 000 §9). */
export function formatDate(iso: string | Date | null | undefined, tz: string, language: Language = "en"): string {
  if (!iso) return "—";
  const d = instant(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  return formatter(dateLocale(language), tz, { month: "short", day: "numeric", year: "numeric" }).format(d);
}

/** An instant → "Nov 25, 2026, 9:05 AM IST": the institution's wall clock, with the zone's name. */
export function formatDateTime(iso: string | Date | null | undefined, tz: string, language: Language = "en"): string {
  if (!iso) return "—";
  const d = instant(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  const clock = formatter(dateLocale(language), tz, {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(d);
  return `${clock.replace(/\u202f/g, " ")} ${zoneShortName(tz, d)}`;
}

/** "Wed, Nov 25, 2026": today in the institution's zone (the signed-in shell's header). */
export function formatWeekdayDate(at: Date, tz: string, language: Language = "en"): string {
  return formatter(dateLocale(language), tz, {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
  }).format(at);
}

/** Year-month-day of an instant in the institution's zone, as on the home and en-CA announcements pages. */
export function ymd(iso: string | Date, tz: string): string {
  return dayInZone(instant(iso), tz);
}

/**
 * "Today", "1 day ago", "N days ago" under 7 days, otherwise the date (spec 000 §9); days are
 * counted on the institution's calendar, so "Today" changes at its midnight, not the viewer's.
 */
export function relativeDate(
  iso: string | Date,
  tz: string,
  now: Date = new Date(),
  language: Language = "en",
): string {
  const d = instant(iso);
  const dayNumber = (x: Date) => Date.parse(`${dayInZone(x, tz)}T00:00:00Z`) / 86_400_000;
  const days = Math.max(0, dayNumber(now) - dayNumber(d));
  if (days >= 7) return formatDate(d, tz, language);
  if (language !== "en") {
    // "आज", "कल", "3 दिन पहले" / "आज", "काल", "3 दिवसांपूर्वी": CLDR's own words.
    return new Intl.RelativeTimeFormat(LOCALES[language], { numeric: "auto" }).format(-days, "day");
  }
  if (days === 0) return "Today";
  if (days === 1) return "1 day ago";
  return `${days} days ago`;
}

/** ₹1,50,000.00: rupees with Indian digit grouping and always two decimals (N/A when missing). */
export function formatRupees(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === "") return "N/A";
  const n = typeof amount === "string" ? Number(amount) : amount;
  if (!Number.isFinite(n)) return "N/A";
  return `₹${n.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "1995-04-12" → "Apr 12, 1995": a calendar day, never shifted by the viewer's time zone. */
export function formatDay(day: string | null | undefined, language: Language = "en"): string {
  if (!day) return "—";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return day;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return formatter(dateLocale(language), "UTC", { month: "short", day: "numeric", year: "numeric" }).format(d);
}

/**
 * "123456789012" → "XXXX XXXX 9012": the only form an Aadhaar number is shown in, outside the
 * owner's edit form (decision 020). Spaces in the input are ignored; anything that is not 12
 * digits shows fully masked rather than leaking part of a malformed value.
 */
export function maskAadhaar(value: string): string {
  const digits = value.replace(/\s+/g, "");
  return /^\d{12}$/.test(digits) ? `XXXX XXXX ${digits.slice(8)}` : "XXXX XXXX XXXX";
}

/** The twelve digits of a typed Aadhaar number ("1234 5678 9012"), or null when it is not one. */
export function aadhaarDigits(value: string): string | null {
  const digits = value.replace(/\s+/g, "");
  return /^\d{12}$/.test(digits) ? digits : null;
}

/** "1 candidate", "3 candidates" (English plural; the count as written). */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
