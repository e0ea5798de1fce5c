import { expect, test } from "@playwright/test";
import { ADMIN } from "./env.ts";
import { adminToken } from "./fixtures.ts";
import { expectAccessible, expectAccessibleAtBothWidths } from "./support/axe.ts";
import { signIn } from "./support/staff.ts";
import { toastSays } from "./support/toast.ts";

test("the home page renders with the heading from the server", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("home-heading")).toHaveText("PhD Admission Portal");
  await expect(page.getByRole("link", { name: "Candidate Login" })).toBeVisible();
  await expect(page.getByText("1 University Road, Pune 411005")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "home page");
});

test("an unknown route shows Page Not Found, then lands on /", async ({ page }) => {
  // The page's own clock: the 5 s countdown is run through one second at a time, not waited out.
  await page.clock.install();
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "Page Not Found");
  // axe needs time to flow; the count is then held still from a fresh start.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.reload();
  for (let left = 5; left >= 1; left -= 1) {
    await expect(page.getByText(new RegExp(`home page in ${left} seconds?…`))).toBeVisible();
    await page.clock.runFor(1_000);
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("home-heading")).toBeVisible();
});

test("a guarded staff page sends an anonymous visitor to the faculty login", async ({ page }) => {
  await page.goto("/admin-home");
  await expect(page).toHaveURL(/\/faculty-login$/);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/candidate-login$/);
  await page.goto("/fee-details");
  await expect(page).toHaveURL(/\/account-section-login$/);
});

test("the admin signs in through Faculty Login, sees the dashboard, and logs out", async ({ page }) => {
  await page.goto("/faculty-login");
  await expect(page.getByLabel("MIS Number")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "Faculty Login");
  await page.getByLabel("MIS Number").fill(ADMIN.mis);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(ADMIN.password);
  await page.getByLabel("Admin").check();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin-home$/);
  // Dismissed: on a phone it covers the menu button, and it stays while a pointer rests on it.
  await toastSays(page, "Login successful!");
  await expect(page.getByTestId("dashboard-mis")).toHaveText(ADMIN.mis);
  await expectAccessibleAtBothWidths(page, "admin dashboard");
  // On a phone the sidebar is a drawer behind the burger: checked open too.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeInViewport();
  await expectAccessible(page, "signed-in menu drawer on a phone");
  await page.getByRole("button", { name: "Close menu" }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId("dashboard-email")).toHaveText(ADMIN.email);
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByText("Manage Constants")).toBeVisible();

  // Signed in, the sign-in page redirects home; a reload keeps the session.
  await page.goto("/faculty-login");
  await expect(page).toHaveURL(/\/admin-home$/);
  await page.reload();
  await expect(page.getByTestId("dashboard-name")).toHaveText(ADMIN.name);

  // Signed in, the public home offers the dashboard, not the sign-in buttons.
  await page.getByRole("link", { name: "PhD Admission Portal" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`You are signed in as ${ADMIN.name}.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Candidate Login" })).toHaveCount(0);
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL(/\/admin-home$/);

  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Faculty Login" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("a session that ends while signed in says so, readably, on the sign-in page", async ({ page, request }) => {
  await signIn(page, await adminToken(request));
  await page.goto("/admin-home");
  await expect(page.getByTestId("dashboard-mis")).toHaveText(ADMIN.mis);
  // The server no longer accepts the token (as when it expires): the next request is answered 401.
  await page.evaluate(() => localStorage.setItem("token", "expired.session.token"));
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Audit Log" }).click();
  await expect(page).toHaveURL(/\/faculty-login$/);
  const notice = page.getByRole("alert").filter({ hasText: "Your session has ended. Please sign in again." });
  await expect(notice).toBeVisible();
  await expect(notice.getByText("Signed out")).toBeVisible();
  await expectAccessible(page, "faculty sign-in with the session-ended notice");
  // It stays until read and closed, or until the next sign-in puts it away.
  await page.getByLabel("MIS Number").fill(ADMIN.mis);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(ADMIN.password);
  await page.getByLabel("Admin").check();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin-home$/);
  await expect(notice).toBeHidden();
});

test("a stored session that is no longer valid, found when the app starts, is said to have ended", async ({ page }) => {
  // The start-up check is sent before the app has mounted (issue 30, item 6); its 401 must still be told.
  // Stored on a page without the app: on "/", the app could still be starting, find the token
  // itself and be told the session ended there, before the page under test is opened.
  await signIn(page, "expired.session.token");
  await page.goto("/audit-log");
  await expect(page).toHaveURL(/\/faculty-login$/);
  await expect(
    page.getByRole("alert").filter({ hasText: "Your session has ended. Please sign in again." }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("a wrong MIS password is refused with the server's message", async ({ page }) => {
  await page.goto("/faculty-login");
  await page.getByLabel("MIS Number").fill(ADMIN.mis);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("wrong-password");
  await page.getByLabel("Admin").check();
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid MIS number or password.")).toBeVisible();
  await expect(page).toHaveURL(/\/faculty-login$/);
});
