import type { PublicUser } from "@phd/shared";
import { api } from "../../lib/api-client.ts";

export interface LoginResponse {
  success: true;
  message: string;
  token: string;
  user: PublicUser;
}

export const authApi = {
  facultyLogin: (role: "coordinator" | "admin", body: { mis: string; password: string }) =>
    api.post<LoginResponse>(`/api/${role}/login`, body),
  emailLogin: (path: "candidate" | "account-section-coordinator", body: { email: string; password: string }) =>
    api.post<LoginResponse>(`/api/${path}/login`, body),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    api.post<LoginResponse>("/api/auth/change-password", body),
};
