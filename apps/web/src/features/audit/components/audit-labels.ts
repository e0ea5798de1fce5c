// The audit log's small words; "just now" is worded with the `t` it is given.
// @i18n-namespace admin
import { applicationStatusColor } from "@phd/shared";
import type { TFunction } from "i18next";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();
const relativeIn = (locale: string) => {
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
    formats.set(locale, f);
  }
  return f;
};

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago an instant was, in `locale` (CLDR's words). */
export function timeAgo(t: TFunction, locale: string, iso: string, now: Date = new Date()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return "";
  const relative = relativeIn(locale);
  const seconds = Math.round((now.getTime() - at) / 1000);
  if (Math.abs(seconds) < 45) return t("just now");
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(-Math.round(seconds / size), unit);
  }
  return relative.format(-Math.round(seconds / 60), "minute");
}

export const statusColor = (status: string) => applicationStatusColor(status);
