import { notifications } from "@mantine/notifications";
import type {
  FeeKind,
  FeeMatchView,
  MatchResult,
  ReconciliationAnswer,
  ReconciliationSettings,
  StatementImportReport,
  StatementMapping,
} from "@phd/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, errorMessage } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";

/** Query keys of the reconciliation screen; `all` reloads the statements, the results and the fee lists. */
export const reconciliationKeys = {
  all: ["reconciliation"] as const,
  statements: ["reconciliation", "statements"] as const,
  matches: (roundId: string, filters: MatchFilters) => ["reconciliation", "matches", roundId, filters] as const,
  rules: (roundId: string) => ["reconciliation", "rules", roundId] as const,
};

export interface MatchFilters {
  result?: MatchResult;
  department?: string;
  kind?: FeeKind;
  page: number;
}

export interface StatementsAnswer {
  statements: {
    id: string;
    bankName: string;
    fileName: string;
    credits: number;
    added: number;
    importedAt: string;
    importedBy: string | null;
  }[];
  mappings: { bankName: string; mapping: StatementMapping; updatedAt: string }[];
}

/** GET /api/reconciliation/statements: the latest imports and each bank's remembered mapping. */
export function useStatements() {
  return useQuery({
    queryKey: reconciliationKeys.statements,
    queryFn: () =>
      api.get<{ success: true; data: StatementsAnswer }>("/api/reconciliation/statements").then((r) => r.data),
  });
}

function useRefresh() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: reconciliationKeys.all });
    void qc.invalidateQueries({ queryKey: ["fee-details"] });
    void qc.invalidateQueries({ queryKey: ["offers"] });
  };
}

export interface ImportVariables {
  file: File;
  bankName: string;
  mapping: StatementMapping;
  apply: boolean;
}

/** POST /api/reconciliation/statements: a dry run or the import; a refused import's report comes with its error. */
export function useImportStatement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ file, bankName, mapping, apply }: ImportVariables) => {
      const form = new FormData();
      form.append("bankName", bankName);
      form.append("mapping", JSON.stringify(mapping));
      form.append("apply", String(apply));
      form.append("statement", file);
      return api.post<{ success: true; message: string; data: StatementImportReport }>(
        "/api/reconciliation/statements",
        form,
      );
    },
    onSuccess: (_res, { apply }) => {
      if (apply) refresh();
    },
  });
}

/** GET /api/rounds/{id}/reconciliation: the round's pending fee records by result, a page at a time. */
export function useMatches(roundId: string, filters: MatchFilters) {
  const query = new URLSearchParams({ page: String(filters.page) });
  if (filters.result) query.set("result", filters.result);
  if (filters.department) query.set("department", filters.department);
  if (filters.kind) query.set("kind", filters.kind);
  return useQuery({
    queryKey: reconciliationKeys.matches(roundId, filters),
    queryFn: () =>
      api
        .get<{ success: true; data: ReconciliationAnswer }>(
          `/api/rounds/${encodeURIComponent(roundId)}/reconciliation?${query}`,
        )
        .then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** A toast with the server's words on success or failure, then everything reloads. */
function useAction<V, R extends { message: string }>(fn: (v: V) => Promise<R>, failed: string) {
  const { t } = useTranslation("accounts");
  const refresh = useRefresh();
  return useMutation({
    mutationFn: fn,
    onSuccess: (res) => notifications.show({ color: "green", message: res.message }),
    onError: (err) => notifications.show({ color: "red", title: t("Error"), message: errorMessage(err, failed) }),
    onSettled: refresh,
  });
}

/** POST /api/rounds/{id}/reconciliation/match: every fee of the round against every statement again. */
export function useMatchAgain(roundId: string) {
  const { t } = useTranslation("accounts");
  return useAction(
    () =>
      api.post<{ success: true; message: string }>(`/api/rounds/${encodeURIComponent(roundId)}/reconciliation/match`),
    t("Failed to match the fees. Please try again."),
  );
}

/** POST /api/rounds/{id}/reconciliation/verify: the exact matches the user confirmed (their number). */
export function useVerifyExactMatches(roundId: string) {
  const { t } = useTranslation("accounts");
  return useAction(
    (body: { department?: string; kind?: FeeKind; expected: number }) =>
      api.post<{ success: true; message: string; data: { verified: number; skipped: number } }>(
        `/api/rounds/${encodeURIComponent(roundId)}/reconciliation/verify`,
        body,
      ),
    t("Failed to verify fee details. Please try again."),
  );
}

/** The fee's own verdict (application fee or admission fee): a modification request with its remarks. */
export function useRequestModification() {
  const { t } = useTranslation("accounts");
  return useAction(
    ({ match, remarks }: { match: FeeMatchView; remarks: string }) =>
      api.put<{ success: true; message: string }>(
        match.kind === "APPLICATION_FEE"
          ? `/api/fee-details/${encodeURIComponent(match.recordId)}/verify`
          : `/api/admission-fees/${encodeURIComponent(match.recordId)}/verify`,
        { status: "MODIFICATION_REQUESTED", remarks: remarks.trim() },
      ),
    t("Failed to request modification. Please try again."),
  );
}

/** GET /api/rounds/{id}/reconciliation/settings: the fee of each type and the date window. */
export function useMatchingRules(roundId: string) {
  return useQuery({
    queryKey: reconciliationKeys.rules(roundId),
    queryFn: () =>
      api
        .get<{ success: true; data: { reconciliation: ReconciliationSettings } }>(
          `/api/rounds/${encodeURIComponent(roundId)}/reconciliation/settings`,
        )
        .then((r) => r.data.reconciliation),
  });
}

export function useSaveMatchingRules(roundId: string) {
  const { t } = useTranslation("accounts");
  return useAction(
    (rules: ReconciliationSettings) =>
      api.put<{ success: true; message: string }>(
        `/api/rounds/${encodeURIComponent(roundId)}/reconciliation/settings`,
        rules,
      ),
    t("Failed to save the matching rules. Please try again."),
  );
}
