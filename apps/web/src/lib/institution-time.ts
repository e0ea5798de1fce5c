import {
  type AdmissionWindowResponse,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatDay,
  formatWeekdayDate,
  instantToZonedLocal,
  isValidTimeZone,
  relativeDate,
  ymd,
  zonedLocalToInstant,
} from "@phd/shared";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "./api-client.ts";
import { useLanguage } from "./i18n.ts";

/**
 * GET /api/constant/admission-window (public): the window, the server's clock and the institution's
 * time zone. One query for the whole app: the home's status line and every date on every screen.
 */
export const admissionWindowQuery = {
  queryKey: ["constant", "admissionWindow"] as const,
  queryFn: () => api.get<AdmissionWindowResponse>("/api/constant/admission-window").then((r) => r.data),
  retry: false,
  staleTime: 60_000,
};

/** The institution's time zone (the `timeZone` constant); Asia/Kolkata until the server has said. */
export function useInstitutionZone(): string {
  const { data } = useQuery(admissionWindowQuery);
  return data?.timeZone ?? DEFAULT_TIME_ZONE;
}

export interface InstitutionDates {
  zone: string;
  /** "Nov 25, 2026" */
  date: (iso: string | Date | null | undefined) => string;
  /** "Nov 25, 2026, 9:05 AM IST" */
  dateTime: (iso: string | Date | null | undefined) => string;
  /** "Today", "3 days ago", then the date */
  relative: (iso: string | Date) => string;
  /** "2026-11-25" */
  ymd: (iso: string | Date) => string;
  /** "Wed, Nov 25, 2026" */
  weekdayDate: (at: Date) => string;
  /** A calendar day "1995-04-12" → "Apr 12, 1995" (no zone) */
  day: (day: string | null | undefined) => string;
}

/**
 * The shared formatters bound to the institution's zone: every instant a user sees goes through
 * these (decision 024), so a viewer in another zone reads the same day and time as the office.
 */
export function useDates(): InstitutionDates {
  const zone = useInstitutionZone();
  const language = useLanguage();
  return useMemo(
    () => ({
      zone,
      date: (iso) => formatDate(iso, zone, language),
      dateTime: (iso) => formatDateTime(iso, zone, language),
      relative: (iso) => relativeDate(iso, zone, new Date(), language),
      ymd: (iso) => ymd(iso, zone),
      weekdayDate: (at) => formatWeekdayDate(at, zone, language),
      day: (day) => formatDay(day, language),
    }),
    [zone, language],
  );
}

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A date-time input's value (seconds dropped) as an instant in `tz`, or null when empty or unreadable. */
export function instantOf(local: string, tz: string): Date | null {
  const v = local.slice(0, 16);
  if (!LOCAL.test(v) || !isValidTimeZone(tz)) return null;
  const d = zonedLocalToInstant(v, tz);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** An instant as a date-time input's value in `tz` ("YYYY-MM-DDTHH:mm"), or "" when there is none. */
export const localOf = (iso: string | null | undefined, tz: string) => (iso ? instantToZonedLocal(iso, tz) : "");
