import { type Browser, expect, type Page, test } from "@playwright/test";
import { formatDate, formatDateTime, formatWeekdayDate, ymd } from "../packages/shared/src/format.ts";
import { adminToken } from "./fixtures.ts";
import { accountOfficer, applicant, signIn } from "./support/staff.ts";

// The e2e server keeps the default institution zone; the viewers sit in two other places.
const INSTITUTION = "Asia/Kolkata";
const VIEWER_ZONES = ["America/Los_Angeles", "Asia/Kolkata"] as const;

/** The value next to a label of a detail list ("Submitted on" → "Nov 1, 2026, 4:00 PM IST"). */
const detail = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`).first();

async function asViewerIn(
  browser: Browser,
  timezoneId: string,
  token: string | null,
  read: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  if (token) await signIn(page, token);
  try {
    await read(page);
  } finally {
    await context.close();
  }
}

test("every screen shows an instant in the institution's zone, whatever the viewer's browser zone", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const candidate = await applicant(request, {}, "zone");
  const officer = await accountOfficer(request, "Kiran Joshi");
  const admin = await adminToken(request);
  const title = `Reporting schedule ${Date.now().toString(36)}`;
  const created = await request.post("/api/announcement/create", {
    headers: { Authorization: `Bearer ${admin}` },
    data: { title, link: "https://example.edu/phd", description: "Where to report", recipientRole: "all" },
  });
  expect(created.status()).toBe(201);
  const announcedAt: string = (await created.json()).data.createdAt;
  const full = await request.get(`/api/application/entire/${candidate.id}`, {
    headers: { Authorization: `Bearer ${candidate.token}` },
  });
  const submittedAt: string = (await full.json()).data.application.createdAt;
  const audit = await request.get(`/api/admin/audit-log?actor=${encodeURIComponent(candidate.email)}`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  const auditAt: string = (await audit.json()).data[0].at;

  // The fee was paid at 10:30 UTC: 4:00 PM in Kolkata, 2:30 AM in Los Angeles.
  const paid = formatDateTime("2026-11-01T10:30:00.000Z", INSTITUTION);
  expect(paid).toBe("Nov 1, 2026, 4:00 PM IST");
  const expected = {
    applicationSubmitted: formatDateTime(submittedAt, INSTITUTION),
    applicationPaid: paid,
    listSubmitted: formatDate(submittedAt, INSTITUTION),
    shellDate: formatWeekdayDate(new Date(), INSTITUTION),
    feeSubmitted: formatDateTime(submittedAt, INSTITUTION),
    feePaid: paid,
    auditAt: formatDateTime(auditAt, INSTITUTION),
    homeAnnouncement: ymd(announcedAt, INSTITUTION),
  };

  for (const zone of VIEWER_ZONES) {
    const seen: Partial<Record<keyof typeof expected, string>> = {};
    await asViewerIn(browser, zone, candidate.token, async (page) => {
      await page.goto(`/view-candidate-application/${candidate.id}`);
      seen.applicationSubmitted = (await detail(page, "Submitted on").textContent()) ?? "";
      seen.applicationPaid = (await detail(page, "Transaction time").textContent()) ?? "";
      seen.shellDate = (await page.getByTestId("sidebar-today").textContent()) ?? "";
      await page.goto("/applications");
      const row = page.getByRole("row").filter({ hasText: candidate.applicationId });
      await expect(row).toBeVisible();
      seen.listSubmitted = (await row.getByRole("cell").nth(3).textContent()) ?? "";
    });
    await asViewerIn(browser, zone, officer, async (page) => {
      await page.goto(`/fee-details/${candidate.id}`);
      seen.feeSubmitted = (await detail(page, "Submitted On").textContent()) ?? "";
      seen.feePaid = (await detail(page, "Transaction Time").textContent()) ?? "";
    });
    await asViewerIn(browser, zone, admin, async (page) => {
      await page.goto(`/audit-log?actor=${encodeURIComponent(candidate.email)}`);
      const when = page.locator("time").first();
      await expect(when).toBeVisible();
      seen.auditAt = (await when.textContent()) ?? "";
    });
    await asViewerIn(browser, zone, null, async (page) => {
      await page.goto("/");
      const item = page.getByTestId("home-announcements").locator(":scope > *").filter({ hasText: title });
      await expect(item).toBeVisible();
      seen.homeAnnouncement = (await item.locator("time").textContent()) ?? "";
    });
    expect(seen, `what a viewer in ${zone} reads`).toEqual(expected);
  }
});
