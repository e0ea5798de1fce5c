import { expect, test } from "@playwright/test";
import { adminToken, codeIn, expectNoHorizontalScroll, waitForMail } from "./fixtures.ts";
import { expectAccessible, expectAccessibleAtBothWidths } from "./support/axe.ts";
import { signIn } from "./support/staff.ts";

const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

test("a new coordinator signs in with the e-mailed temporary password, chooses a password, and sees the dashboard", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const mis = `MIS${uid()}`;
  const email = `coord-${uid()}@example.edu`;
  const res = await request.post("/api/admin/create-coordinator", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: "Dr. Meera Kulkarni", email, mis, departments: ["Computer Engineering", "Physics"] },
  });
  expect(res.status()).toBe(201);
  const temp = codeIn(await waitForMail(email), /Temporary password: (\S+)/);
  // The first sign-in is clean: no console error and no refused request on the way to the dashboard.
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });

  await page.goto("/faculty-login");
  await page.getByLabel("MIS Number").fill(mis);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(temp);
  await page.getByRole("button", { name: "Sign in" }).click(); // Coordinator is the default choice
  await expect(page).toHaveURL(/\/coordinator-home$/);
  const dialog = page.getByRole("dialog", { name: "Choose your own password" });
  await expect(dialog.getByLabel("Temporary password")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "first sign-in password dialog");
  await dialog.getByLabel("Temporary password").fill(temp);
  await dialog.getByRole("textbox", { name: "New password", exact: true }).fill("coordinator-own-pass");
  await dialog.getByLabel("Confirm new password").fill("coordinator-own-pass");
  await dialog.getByRole("button", { name: "Save password" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("dashboard-mis")).toHaveText(mis);
  await expect(page.getByTestId("dashboard-departments")).toHaveText("Computer Engineering, Physics");
  await expect(page.getByRole("region", { name: /Computer Engineering/ }).first()).toBeVisible();
  expect(problems).toEqual([]);
  await expectAccessibleAtBothWidths(page, "coordinator dashboard");
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav.getByText("Approve Applications")).toBeVisible();
  await expect(nav.getByText("Manage Constants")).toHaveCount(0);

  // A coordinator on an admin page goes to their own home, and is told why.
  await page.goto("/manage-constants");
  await expect(page).toHaveURL(/\/coordinator-home$/);
  const denied = page.getByRole("alert").filter({ hasText: "You are not allowed to open that page" });
  await expect(denied).toContainText("/manage-constants");
  await expect(page.getByTestId("dashboard-mis")).toHaveText(mis);
  await expectAccessible(page, "coordinator dashboard after a refused page");
  await denied.getByRole("button", { name: "Dismiss" }).click();
  await expect(denied).toBeHidden();
  await expect(page).toHaveURL(/\/coordinator-home$/);
});

test("an account-section coordinator signs in with e-mail on the Account Section Login", async ({ page, request }) => {
  const token = await adminToken(request);
  const email = `accounts-${uid()}@example.edu`;
  const res = await request.post("/api/admin/create-account-coordinator", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: "Ravi Accounts", email },
  });
  expect(res.status()).toBe(201);
  const temp = codeIn(await waitForMail(email), /Temporary password: (\S+)/);

  await page.goto("/account-section-login");
  await expectAccessibleAtBothWidths(page, "Account Section Login");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(temp);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account-section-home$/);
  const dialog = page.getByRole("dialog", { name: "Choose your own password" });
  await dialog.getByLabel("Temporary password").fill(temp);
  await dialog.getByRole("textbox", { name: "New password", exact: true }).fill("accounts-own-pass");
  await dialog.getByLabel("Confirm new password").fill("accounts-own-pass");
  await dialog.getByRole("button", { name: "Save password" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("dashboard-email")).toHaveText(email);
  await expect(page.getByTestId("dashboard-mis")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByText("Approve Fee Details")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "account section dashboard");
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the signed-in sidebar is a drawer", async ({ page, request }) => {
    const token = await adminToken(request);
    await signIn(page, token);
    await page.goto("/admin-home");
    await expect(page.getByTestId("dashboard-mis")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Manage Constants" }).click();
    await expect(page).toHaveURL(/\/manage-constants$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessibleAtBothWidths(page, "Manage Constants");
  });
});
