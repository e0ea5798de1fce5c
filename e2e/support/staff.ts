import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { adminToken, codeIn, registeredCandidate, waitForMail } from "../fixtures.ts";
import { pdfFile } from "./files.ts";
import { completeProfileViaApi } from "./profile-api.ts";

export const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/**
 * Puts a bearer token where the web app keeps it (the sign-in screens are covered elsewhere); the
 * caller then opens the page it tests. Any document of the portal's origin holds that storage: the
 * favicon is one small file, where "/" started the whole app only to leave it.
 */
export async function signIn(page: Page, token: string) {
  await page.goto("/favicon.svg");
  await page.evaluate((t) => localStorage.setItem("token", t), token);
}

/** Signs in with the e-mailed temporary password and replaces it, as a new staff member must. */
async function ownPassword(
  request: APIRequestContext,
  email: string,
  loginPath: string,
  credentials: Record<string, string>,
  newPassword: string,
) {
  const temp = codeIn(await waitForMail(email), /Temporary password: (\S+)/);
  const login = await request.post(loginPath, { data: { ...credentials, password: temp } });
  expect(login.ok()).toBeTruthy();
  const changed = await request.post("/api/auth/change-password", {
    headers: { Authorization: `Bearer ${(await login.json()).token}` },
    data: { currentPassword: temp, newPassword },
  });
  expect(changed.ok()).toBeTruthy();
  return (await changed.json()).token as string;
}

/** A department coordinator created by the admin, with their own password chosen. */
export async function coordinatorOf(request: APIRequestContext, departments: string[]) {
  const admin = await adminToken(request);
  const mis = `MIS${uid()}`;
  const email = `coord-${uid()}@example.edu`;
  const created = await request.post("/api/admin/create-coordinator", {
    headers: { Authorization: `Bearer ${admin}` },
    data: { name: "Dr. Meera Kulkarni", email, mis, departments },
  });
  expect(created.status()).toBe(201);
  return ownPassword(request, email, "/api/coordinator/login", { mis }, "coordinator-own-pass");
}

/** An account-section officer created by the admin, with their own password chosen. */
export async function accountOfficer(request: APIRequestContext, name: string) {
  const admin = await adminToken(request);
  const email = `accounts-${uid()}@example.edu`;
  const created = await request.post("/api/admin/create-account-coordinator", {
    headers: { Authorization: `Bearer ${admin}` },
    data: { name, email },
  });
  expect(created.status()).toBe(201);
  return ownPassword(request, email, "/api/account-section-coordinator/login", { email }, "accounts-own-pass");
}

/** A candidate with a complete profile and a submitted Computer Engineering application. */
export async function applicant(
  request: APIRequestContext,
  fee: { utrDuNumber?: string; amount?: string } = {},
  label = "review",
) {
  const c = await registeredCandidate(request, label);
  await completeProfileViaApi(request, c.token);
  const res = await request.post("/api/application/", {
    headers: { Authorization: `Bearer ${c.token}` },
    multipart: {
      department: "Computer Engineering",
      applicationType: "REGULAR",
      utrDuNumber: fee.utrDuNumber ?? "UTR55667788",
      amount: fee.amount ?? "1500",
      transactionTime: "2026-11-01T10:30:00.000Z",
      bankName: "State Bank of India",
      SOP_COMPUTER_ENGINEERING_REGULAR: pdfFile("my-sop.pdf"),
      FEE_RECEIPT_COMPUTER_ENGINEERING_REGULAR: pdfFile("receipt.pdf"),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { data } = await res.json();
  return { ...c, id: data.id as string, applicationId: data.applicationId as string };
}
