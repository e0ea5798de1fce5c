import type {
  AdmissionsOpenResponse,
  AdmissionWindowInfo,
  ConstantsRecord,
  ConstantsResponse,
  EditableConstant,
  WebsiteHeadingResponse,
} from "@phd/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api, errorMessage } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { admissionWindowQuery } from "../../lib/institution-time.ts";

/** Query keys of the constants; `all` is the prefix of every one (invalidated after an admin edit). */
export const constantKeys = {
  heading: ["constant", "websiteHeading"] as const,
  admissionsOpen: ["constant", "admissionsOpen"] as const,
  record: ["constant", "record"] as const,
  admissionWindow: admissionWindowQuery.queryKey,
  all: ["constant"] as const,
};

/**
 * The heading shown until the server's arrives, and when the call fails: the shared
 * `DEFAULT_CONSTANTS.websiteHeading` (api.test.ts keeps them equal). Not imported from there,
 * because that module builds the constants' zod schemas, which would put zod in every page's
 * first download.
 */
export const DEFAULT_WEBSITE_HEADING = "PhD Admission Portal";

/** The site heading; the default stays when the call fails (spec 000 §8). */
export function useWebsiteHeading(): string {
  const q = useQuery({
    queryKey: constantKeys.heading,
    queryFn: () => api.get<WebsiteHeadingResponse>("/api/constant/websiteHeading").then((r) => r.data),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return q.data || DEFAULT_WEBSITE_HEADING;
}

/**
 * Admission status: loading, then open or closed. If the call fails, GET /api/constant is tried
 * (its admissionsState when present: the switch alone no longer says whether admissions are open);
 * if that fails too, admissions are treated as closed (spec 000 §7).
 */
export function useAdmissionsOpen() {
  return useQuery({
    queryKey: constantKeys.admissionsOpen,
    queryFn: async (): Promise<boolean> => {
      try {
        return (await api.get<AdmissionsOpenResponse>("/api/constant/admissionsOpen")).data === true;
      } catch {
        try {
          const data: Partial<ConstantsRecord> = (await api.get<ConstantsResponse>("/api/constant")).data;
          return data.admissionsState !== undefined ? data.admissionsState === "open" : data.admissionsOpen === true;
        } catch {
          return false;
        }
      }
    },
    retry: false,
  });
}

/** GET /api/constant: the whole record (the counters only for admins). */
export function useConstants() {
  return useQuery({
    queryKey: constantKeys.record,
    queryFn: () => api.get<ConstantsResponse>("/api/constant").then((r) => r.data),
    retry: false,
  });
}

/** The public window: state, moments, the institution's zone and the server's clock. */
export function useAdmissionWindow() {
  return useQuery(admissionWindowQuery);
}

export type { AdmissionWindowInfo };

export interface ConstantChange {
  name: EditableConstant;
  value: unknown;
}
export interface ConstantFailure {
  name: EditableConstant;
  message: string;
}
export interface SaveConstantsOutcome {
  saved: EditableConstant[];
  failed: ConstantFailure[];
}

type UpdateConstantResponse = { success: true; message: string; data: ConstantsRecord };

/**
 * Sends one PUT /api/constant/{name} per change, in the given order (the time zone before the window);
 * a failure does not stop the others, except that the window is not sent when the zone it was typed in
 * failed. Afterwards every constant query is marked stale so the rest of the app sees the new values.
 */
export function useSaveConstants() {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ConstantChange[]): Promise<SaveConstantsOutcome> => {
      const saved: EditableConstant[] = [];
      const failed: ConstantFailure[] = [];
      for (const { name, value } of changes) {
        if (name === "admissionWindow" && failed.some((f) => f.name === "timeZone")) {
          failed.push({ name, message: t("not sent, because the time zone it is entered in could not be saved") });
          continue;
        }
        try {
          const res = await api.put<UpdateConstantResponse>(`/api/constant/${encodeURIComponent(name)}`, { value });
          if (res?.data) qc.setQueryData(constantKeys.record, res.data);
          saved.push(name);
        } catch (err) {
          failed.push({ name, message: errorMessage(err, t("Update failed")) });
        }
      }
      return { saved, failed };
    },
    onSettled: () => qc.invalidateQueries({ queryKey: constantKeys.all }),
  });
}

/** The current time, re-read every `everyMs` (a minute by default), shifted by `offsetMs` (server minus local clock). */
export function useNow(offsetMs = 0, everyMs = 60_000): Date {
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    setLocal(Date.now());
    const id = setInterval(() => setLocal(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return new Date(local + offsetMs);
}
