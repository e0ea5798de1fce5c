import type { LoginResponse as SharedLoginResponse } from "@phd/shared";
import { api } from "../../lib/api-client.ts";

/** The answer of every sign-in and of a password change (shared `loginResponse`). */
export type LoginResponse = SharedLoginResponse;

export const authApi = {
  facultyLogin: (role: "coordinator" | "admin", body: { mis: string; password: string }) =>
    api.post<LoginResponse>(`/api/${role}/login`, body),
  emailLogin: (path: "candidate" | "account-section-coordinator", body: { email: string; password: string }) =>
    api.post<LoginResponse>(`/api/${path}/login`, body),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    api.post<LoginResponse>("/api/auth/change-password", body),
};
