import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { ADMIN, mailDir } from "./env.ts";
import { expectFitsTheScreen } from "./support/axe.ts";
import { deliverGatheredMail } from "./support/clock.ts";

const baseUrl = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3100";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The attached files' names. */
  attachments: string[];
}

function readMails(): Mail[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(mailDir, f), "utf8")) as Mail);
}

/** Waits for a message delivered over SMTP to the sink; `after` skips messages already seen. */
export async function waitForMail(
  to: string,
  match: (m: Mail) => boolean = () => true,
  after = 0,
  timeoutMs = 20_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = readMails()
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()))
      .slice(after)
      .find(match);
    if (found) return found;
    // Not there yet: gathered mail (review notices, offer updates) is delivered now, not after its delay.
    await deliverGatheredMail(baseUrl);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** Every e-mail still gathering goes now: a count after this is exact (no sleep for a stray one). */
export const deliverPendingMail = () => deliverGatheredMail(baseUrl);

export function mailCount(to: string): number {
  return readMails().filter((m) => m.to.toLowerCase().includes(to.toLowerCase())).length;
}

export function codeIn(mail: Mail, pattern: RegExp): string {
  const m = pattern.exec(mail.text);
  if (!m?.[1]) throw new Error(`no code in mail "${mail.subject}"`);
  return m[1];
}

let seq = 0;
/** A unique candidate identity for one test. */
export function newCandidate(label = "cand") {
  seq += 1;
  const id = `${Date.now().toString(36)}${process.pid}${seq}`;
  return {
    name: `TEST-USER-Asha ${label}-Rao`,
    email: `${label}-${id}@example.com`,
    phone: "+91 98765 43210",
    password: "candidate-pass-1",
  };
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/admin/login", { data: { mis: ADMIN.mis, password: ADMIN.password } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token;
}

/**
 * A registration's body, agreeing to the privacy notice now shown (a spec may have published a newer
 * version: the current one is read, as the registration page reads it).
 */
export async function registrationBody(
  request: APIRequestContext,
  c: { name: string; email: string; phone: string; password: string },
) {
  const notice = await (await request.get("/api/privacy-notice")).json();
  return {
    name: c.name,
    email: c.email,
    phone: c.phone,
    password: c.password,
    consentNoticeVersion: notice.data.version,
  };
}

/** Registers and verifies a candidate through the API (for tests whose subject is elsewhere). */
export async function registeredCandidate(request: APIRequestContext, label = "api") {
  const c = newCandidate(label);
  const reg = await request.post("/api/candidate/register", { data: await registrationBody(request, c) });
  expect(reg.status()).toBe(201);
  const { data } = await reg.json();
  const otp = codeIn(await waitForMail(c.email, (m) => /verification code/i.test(m.subject)), /code is (\d{6})/);
  const ver = await request.post("/api/candidate/verify-otp", { data: { userId: data.userId, otp } });
  expect(ver.ok()).toBeTruthy();
  return { ...c, token: (await ver.json()).token as string };
}

/** Types a code into PIN boxes one character at a time, as a person would. */
export async function typeCode(page: Page, firstBoxLabel: string, code: string) {
  await page.getByLabel(firstBoxLabel, { exact: true }).click();
  await page.keyboard.type(code, { delay: 30 });
}

export async function expectNoHorizontalScroll(page: Page) {
  await expectFitsTheScreen(page, "page is wider than the screen");
}
