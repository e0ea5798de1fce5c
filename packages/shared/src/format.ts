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

/** "Today", "1 day ago", "N days ago" under 7 days, otherwise a short date (spec 000 §9). */
export function relativeDate(iso: string | Date, now: Date = new Date()): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  const startOf = (x: Date) => Date.UTC(x.getUTCFullYear(), x.getUTCMonth(), x.getUTCDate());
  const days = Math.round((startOf(now) - startOf(d)) / 86_400_000);
  if (days <= 0) return "Today";
  if (days === 1) return "1 day ago";
  if (days < 7) return `${days} days ago`;
  return d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** Year-month-day, as on the home page and the en-CA announcements page. */
export function ymd(iso: string | Date): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  return d.toLocaleDateString("en-CA", { timeZone: "UTC" });
}

export function formatRupees(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === "") return "N/A";
  const n = typeof amount === "string" ? Number(amount) : amount;
  if (!Number.isFinite(n)) return "N/A";
  return `₹${n.toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
}
