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

/** ₹1,50,000.00: rupees with Indian digit grouping and always two decimals (N/A when missing). */
export function formatRupees(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === "") return "N/A";
  const n = typeof amount === "string" ? Number(amount) : amount;
  if (!Number.isFinite(n)) return "N/A";
  return `₹${n.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "1995-04-12" → "Apr 12, 1995": a calendar day, never shifted by the viewer's time zone. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return "—";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return day;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/** An instant → "Apr 12, 2026" in the viewer's time zone (en-US short month, spec 000 §9). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
}

/** An instant → "Apr 12, 2026, 10:30 AM" in the viewer's time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
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
