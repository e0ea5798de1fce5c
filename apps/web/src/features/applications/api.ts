import { notifications } from "@mantine/notifications";
import type { ApplicationType } from "@phd/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, saveBlob } from "../../lib/api-client.ts";
import type { Profile, ProfileDocument } from "../profile/api.ts";

export interface ApplicationSummary {
  id: string;
  applicationId: string;
  department: string;
  applicationType: ApplicationType;
  verificationStatus: string;
  createdAt: string;
  user: { name: string; email: string };
}

export interface ApplicationDetail extends ApplicationSummary {
  remarks: string | null;
  requiredDocuments: { statementOfPurpose: ProfileDocument | null };
  feeDetails: {
    utrDuNumber: string;
    amount: number;
    transactionTime: string;
    bankName: string;
    documents: { feeReceipt: ProfileDocument | null };
    verification: {
      status: string;
      signedBy: { name: string; departments: string[]; updatedAt: string | null } | null;
    };
    remarks: string | null;
    updatedAt: string;
  };
}

export const applicationKeys = {
  mine: ["applications", "mine"] as const,
  entire: (id: string) => ["applications", "entire", id] as const,
  documents: ["documents", "mine"] as const,
};

export function useMyApplications() {
  return useQuery({
    queryKey: applicationKeys.mine,
    queryFn: () => api.get<{ applications: ApplicationSummary[]; isWorkingProfessional: boolean }>("/api/application"),
  });
}

/** The candidate's uploaded documents by type (profile files and earlier SOPs / receipts). */
export function useMyDocuments() {
  return useQuery({
    queryKey: applicationKeys.documents,
    queryFn: () =>
      api.get<{ data: { documents: Record<string, ProfileDocument> } }>("/api/document").then((r) => r.data.documents),
  });
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: applicationKeys.entire(id),
    queryFn: () =>
      api
        .get<{ data: { application: ApplicationDetail; profile: Profile } }>(`/api/application/entire/${id}`)
        .then((r) => r.data),
  });
}

export function useSubmitApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress?: (p: number) => void }) =>
      api.upload<{ applicationId: string; message: string }>("POST", "/api/application/", form, onProgress),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["applications"] });
      void qc.invalidateQueries({ queryKey: applicationKeys.documents });
    },
  });
}

export function useWithdrawApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/application/${id}`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["applications"] });
      void qc.invalidateQueries({ queryKey: applicationKeys.documents });
    },
  });
}

/**
 * Downloads Application_{applicationId}.pdf and says how it went; the two screens that offer it
 * word their toasts differently (spec 000 §8, 001 §8).
 */
export function useDownloadApplication(messages: { success: string; failure: string }) {
  return useMutation({
    mutationFn: async ({ id, applicationId }: { id: string; applicationId: string }) => {
      saveBlob(await api.blob(`/api/application/download/${id}`), `Application_${applicationId}.pdf`);
    },
    onSuccess: () => notifications.show({ color: "green", message: messages.success }),
    onError: () => notifications.show({ color: "red", message: messages.failure }),
  });
}
