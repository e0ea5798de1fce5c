import { expect, type Locator, type Page, test } from "@playwright/test";
import { adminToken, registeredCandidate } from "./fixtures.ts";
import { expectAccessibleAtBothWidths } from "./support/axe.ts";
import { runRetryPauses } from "./support/clock.ts";
import { pdfFile } from "./support/files.ts";
import { completeProfileViaApi } from "./support/profile-api.ts";
import { signIn } from "./support/staff.ts";

const SECTIONS = ["Personal Details", "UG Academics", "PG Academics", "Entrance Details"];

async function openHome(page: Page, token: string) {
  await signIn(page, token);
  await page.goto("/candidate-home");
}

/** The next-step card once loaded: its heading and its one call to action. */
async function expectNextStep(page: Page, title: string, action?: { name: string | RegExp; href: string }) {
  const card = page.getByTestId("next-step");
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(title);
  if (action) await expect(card.getByRole("link", { name: action.name })).toHaveAttribute("href", action.href);
  return card;
}

/** Every badge label in `scope` shows its whole text (nothing cut off with an ellipsis). */
async function expectBadgesWhole(scope: Locator) {
  const cut = await scope
    .locator(".mantine-Badge-label")
    .evaluateAll((els) =>
      els
        .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().width < 8)
        .map((e) => e.textContent),
    );
  expect(cut, "badges cut short").toEqual([]);
}

test("the candidate home shows where the candidate stands: profile progress, the next step, applications and announcements", async ({
  page,
  request,
}) => {
  const c = await registeredCandidate(request, "home");
  const admin = await adminToken(request);
  const title = `Interview slots for candidates ${Date.now().toString(36)}`;
  const created = await request.post("/api/announcement/create", {
    headers: { Authorization: `Bearer ${admin}` },
    data: { title, link: "https://example.edu/phd/slots", description: `About ${title}`, recipientRole: "candidate" },
  });
  expect(created.status()).toBe(201);

  // A new candidate: nothing saved, so the profile comes first.
  await openHome(page, c.token);
  await expect(page.getByTestId("welcome-line")).toHaveText("Welcome, Rao");
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("button", { name: "Logout" })).toBeVisible();
  await expect(page.getByRole("link", { name: "How to Apply?" })).toHaveAttribute("href", "/how-to-apply");
  await expect(page.getByRole("link", { name: "Edit Profile" })).toHaveAttribute("href", "/profile");
  await expect(page.getByText(c.email)).toBeVisible();

  await expectNextStep(page, "Complete your profile", {
    name: "Start your profile",
    href: "/profile?section=personalDetails",
  });
  const progress = page.getByTestId("profile-progress");
  await expect(progress.getByTestId("profile-progress-count")).toHaveText("0 of 4 sections saved");
  await expect(progress.getByRole("progressbar", { name: "Profile: 0 of 4 sections saved" })).toHaveAttribute(
    "aria-valuenow",
    "0",
  );
  for (const s of SECTIONS) {
    const row = progress.getByRole("listitem").filter({ hasText: s });
    await expect(row).toContainText("Not saved");
  }
  await expect(progress.getByRole("link", { name: "UG Academics" })).toHaveAttribute(
    "href",
    "/profile?section=academicsUG",
  );
  await expect(page.getByTestId("home-applications")).toContainText("No applications yet");

  // The candidate announcement is on the dashboard, with the way to all announcements.
  const announcements = page.getByTestId("dashboard-announcements");
  await expect(announcements.getByRole("heading", { name: title })).toBeVisible();
  await expect(announcements.getByRole("link", { name: /View All Announcements/ })).toHaveAttribute(
    "href",
    "/all-announcements",
  );

  // The profile filled in: 4 of 4, each section awaiting review, and the next step is to apply.
  await completeProfileViaApi(request, c.token);
  await page.reload();
  await expect(progress.getByTestId("profile-progress-count")).toHaveText("4 of 4 sections saved");
  await expect(progress.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  for (const s of SECTIONS) {
    await expect(progress.getByRole("listitem").filter({ hasText: s })).toContainText("Pending");
  }
  await expectNextStep(page, "Apply to a department", {
    name: "Apply to a department",
    href: "/apply-to-department",
  });

  // An application sent: it is listed with its status badge, and the next step is to wait.
  const applied = await request.post("/api/application/", {
    headers: { Authorization: `Bearer ${c.token}` },
    multipart: {
      department: "Physics",
      applicationType: "REGULAR",
      utrDuNumber: "UTR11223344",
      amount: "1500",
      transactionTime: "2026-11-01T10:30:00Z",
      bankName: "Bank of Maharashtra",
      SOP_PHYSICS_REGULAR: pdfFile("sop-physics.pdf"),
      FEE_RECEIPT_PHYSICS_REGULAR: pdfFile("receipt-physics.pdf"),
    },
  });
  expect(applied.status()).toBe(201);
  const { applicationId } = (await applied.json()) as { applicationId: string };
  await page.reload();
  const next = await expectNextStep(page, "Wait for review", { name: "View my applications", href: "/applications" });
  await expect(next).toContainText("1 application is being reviewed");
  await expect(next).toContainText("You will get an e-mail");
  const row = page.getByTestId("home-application").filter({ hasText: applicationId });
  await expect(row).toContainText("Physics");
  await expect(row).toContainText("Regular Candidate");
  await expect(row.locator(".mantine-Badge-root")).toHaveText("Under Review");
  await expect(row.getByRole("link", { name: applicationId })).toHaveAttribute(
    "href",
    /^\/view-candidate-application\/[0-9a-f-]{36}$/,
  );

  // Readable and usable on a desktop and on a 360 px phone: no serious axe finding, no sideways
  // scrolling, and every badge shows its whole label.
  await expectAccessibleAtBothWidths(page, "candidate home");
  await page.setViewportSize({ width: 360, height: 740 });
  await expectBadgesWhole(page.getByRole("main"));
  await page.getByRole("link", { name: "View my applications" }).click();
  await expect(page).toHaveURL(/\/applications$/);
});

test("a card that fails to load says so and offers Try Again; the others still show", async ({ page, request }) => {
  const c = await registeredCandidate(request, "homeerr");
  // My Applications answers 503 until told otherwise (the query client retries a 5xx twice first).
  let failing = true;
  let failed = 0;
  await page.route("**/api/application", async (route) => {
    if (failing && route.request().method() === "GET") {
      failed += 1;
      await route.fulfill({ status: 503, json: { message: "Service unavailable" } });
      return;
    }
    await route.continue();
  });
  await page.clock.install();
  await openHome(page, c.token);
  await runRetryPauses(page, () => failed);
  const apps = page.getByTestId("home-applications");
  await expect(apps.getByText("Failed to load existing applications")).toBeVisible();
  await expect(page.getByTestId("next-step").getByRole("button", { name: "Try Again" })).toBeVisible();
  await expect(page.getByTestId("profile-progress-count")).toHaveText("0 of 4 sections saved");

  // One retry refetches the shared query: both cards that read it recover.
  failing = false;
  await apps.getByRole("button", { name: "Try Again" }).click();
  await expect(apps).toContainText("No applications yet");
  await expectNextStep(page, "Complete your profile");
});
