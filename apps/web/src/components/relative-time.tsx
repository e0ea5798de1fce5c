import { useDates } from "../lib/institution-time.ts";

/** "Today", "1 day ago", "N days ago" under a week, then a date; the full time on hover and to machines. */
export function RelativeTime({ iso }: { iso: string }) {
  const dates = useDates();
  return (
    <time dateTime={iso} title={dates.dateTime(iso)}>
      {dates.relative(iso)}
    </time>
  );
}
