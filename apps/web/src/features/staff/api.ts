import { notifications } from "@mantine/notifications";
import type {
  AccountCoordinatorAccount,
  CoordinatorAccount,
  createAccountCoordinatorBody,
  createCoordinatorBody,
  updateCoordinatorDepartmentsBody,
} from "@phd/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import type { z } from "zod";
import { useChangeMutation } from "../../components/selection/change-mutation.ts";
import { api, errorMessage } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";

/** The two kinds of staff account the admin manages (spec 001 §2 "Admin Manage Coordinators"). */
export type StaffKind = "coordinator" | "accountSection";

/** Query keys of the admin's staff screens; `all` reloads both lists. */
export const staffKeys = {
  all: ["admin-staff"] as const,
  list: (kind: StaffKind) => ["admin-staff", kind] as const,
};

/** The admin messages of spec 001 §8 in the language shown (the server's words are preferred where it sends any). */
export function staffMessages(t: TFunction) {
  return {
    loadFailed: t("Failed to load coordinators"),
    createFailed: {
      coordinator: t("Failed to create coordinator"),
      accountSection: t("Failed to create account section coordinator"),
    },
    deleteFailed: t("Failed to delete coordinator"),
    updateDepartmentsFailed: t("Failed to update departments"),
    created: {
      coordinator: t("Coordinator created. A temporary password was e-mailed to them."),
      accountSection: t("Account section coordinator created. A temporary password was e-mailed to them."),
    },
    deleted: {
      coordinator: t("Coordinator deleted."),
      accountSection: t("Account section coordinator deleted."),
    },
    departmentsUpdated: t("Departments updated."),
  };
}

/** The staff screen's messages in the language shown. */
export function useStaffMessages() {
  const { t } = useTranslation("admin");
  return staffMessages(t);
}

type ListAnswer<T> = { success: true; data: T[] };
type OneAnswer<T> = { success: true; message?: string; data: T };

/** GET /api/admin/coordinators: the department coordinators. */
export function useCoordinators() {
  return useQuery({
    queryKey: staffKeys.list("coordinator"),
    queryFn: () => api.get<ListAnswer<CoordinatorAccount>>("/api/admin/coordinators").then((r) => r.data),
  });
}

/** GET /api/admin/account-section-coordinators: the account section's coordinators. */
export function useAccountCoordinators() {
  return useQuery({
    queryKey: staffKeys.list("accountSection"),
    queryFn: () =>
      api.get<ListAnswer<AccountCoordinatorAccount>>("/api/admin/account-section-coordinators").then((r) => r.data),
  });
}

/** A change to the staff: a green toast with the server's words (else `done`), then both lists reload. */
function useStaffChange<V, R extends { message?: string }>(options: { send: (vars: V) => Promise<R>; done: string }) {
  return useChangeMutation({ ...options, reload: [staffKeys.all], reloadWhenSaved: true });
}

export type CreateCoordinatorInput = z.input<typeof createCoordinatorBody>;
export type CreateAccountCoordinatorInput = z.input<typeof createAccountCoordinatorBody>;

/** POST /api/admin/create-coordinator; then both lists reload and a toast says the password was e-mailed. */
export function useCreateCoordinator() {
  const messages = useStaffMessages();
  return useStaffChange({
    send: (body: CreateCoordinatorInput) =>
      api.post<OneAnswer<CoordinatorAccount>>("/api/admin/create-coordinator", body),
    done: messages.created.coordinator,
  });
}

/** POST /api/admin/create-account-coordinator; then both lists reload with a toast. */
export function useCreateAccountCoordinator() {
  const messages = useStaffMessages();
  return useStaffChange({
    send: (body: CreateAccountCoordinatorInput) =>
      api.post<OneAnswer<AccountCoordinatorAccount>>("/api/admin/create-account-coordinator", body),
    done: messages.created.accountSection,
  });
}

const DELETE_PATH: Record<StaffKind, string> = {
  coordinator: "/api/admin/delete-coordinator",
  accountSection: "/api/admin/delete-account-section-coordinator",
};

/** DELETE /api/admin/delete-coordinator/{id} or …/delete-account-section-coordinator/{id}, with a toast either way. */
export function useDeleteStaff() {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  const messages = staffMessages(t);
  return useMutation({
    mutationFn: ({ kind, id }: { kind: StaffKind; id: string }) =>
      api.delete<{ success: true; message?: string }>(`${DELETE_PATH[kind]}/${encodeURIComponent(id)}`),
    onSuccess: (res, { kind }) => {
      notifications.show({ color: "green", message: res?.message || messages.deleted[kind] });
      void qc.invalidateQueries({ queryKey: staffKeys.all });
    },
    onError: (err) =>
      notifications.show({ color: "red", title: t("Error"), message: errorMessage(err, messages.deleteFailed) }),
  });
}

export type UpdateDepartmentsInput = z.input<typeof updateCoordinatorDepartmentsBody>;

/** PUT /api/admin/coordinators/{id}/departments: a coordinator's departments, replaced. */
export function useUpdateCoordinatorDepartments() {
  const messages = useStaffMessages();
  return useStaffChange({
    send: ({ id, body }: { id: string; body: UpdateDepartmentsInput }) =>
      api.put<OneAnswer<CoordinatorAccount>>(`/api/admin/coordinators/${encodeURIComponent(id)}/departments`, body),
    done: messages.departmentsUpdated,
  });
}
