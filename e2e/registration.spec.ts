import { expect, test } from "@playwright/test";
import {
  codeIn,
  expectNoHorizontalScroll,
  mailCount,
  newCandidate,
  registrationBody,
  typeCode,
  waitForMail,
} from "./fixtures.ts";
import { expectAccessible, expectAccessibleAtBothWidths, expectAccessibleWhileOpen } from "./support/axe.ts";
import { toastSays } from "./support/toast.ts";

test("a candidate registers, types the e-mailed code, and lands on the dashboard", async ({ page }) => {
  const c = newCandidate("reg");
  await page.goto("/candidate-register");
  await expect(page.getByText("Admissions Open")).toBeVisible();
  await page.getByLabel("Full Name").fill(c.name);
  await page.getByLabel("Email").fill(c.email);
  await page.getByLabel("Phone").fill(c.phone);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(c.password);
  await page.getByLabel("Confirm Password").fill("different");
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByRole("button", { name: "Register" })).toBeDisabled();
  await page.getByLabel("Confirm Password").fill(c.password);
  // The privacy notice is shown before the form is sent; the box to agree starts unticked and is required.
  await expect(page.getByRole("region", { name: /Privacy notice \(version \d+\)/ })).toContainText("What we collect");
  const consent = page.getByRole("checkbox", { name: /I have read the privacy notice/ });
  await expect(consent).not.toBeChecked();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Please read the privacy notice and agree to it")).toBeVisible();
  await consent.check();
  await page.getByRole("button", { name: "Register" }).click();

  const dialog = page.getByRole("dialog", { name: "Email Verification" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/spam/i)).toBeVisible();
  await expectAccessibleAtBothWidths(page, "registration with the code dialog open");
  const code = codeIn(await waitForMail(c.email, (m) => /verification code/i.test(m.subject)), /code is (\d{6})/);

  // A wrong code first: refused, and the boxes clear.
  const wrong = code === "000000" ? "111111" : "000000";
  await typeCode(page, "Digit 1", wrong);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(dialog.getByText("Invalid OTP")).toBeVisible();

  await typeCode(page, "Digit 1", code);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/candidate-home$/);
  // Dismissed: at the top right it covers the header, and it stays while a pointer rests on it.
  await toastSays(page, "Email verified successfully!");
  await expect(page.getByTestId("welcome-line")).toHaveText("Welcome, Rao");
  await expect(page.getByRole("main").getByText("Asha reg-Rao", { exact: true })).toBeVisible();

  // Log out, then sign in again with the same password.
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/candidate-login");
  await page.getByLabel("Email").fill(c.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(c.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/candidate-home$/);
});

test("a second registration with the same e-mail (any case) is refused", async ({ page, request }) => {
  const c = newCandidate("dup");
  const first = await request.post("/api/candidate/register", {
    data: await registrationBody(request, c),
  });
  const { data } = await first.json();
  const code = codeIn(await waitForMail(c.email), /code is (\d{6})/);
  expect(
    (await request.post("/api/candidate/verify-otp", { data: { userId: data.userId, otp: code } })).ok(),
  ).toBeTruthy();

  await page.goto("/candidate-register");
  await page.getByLabel("Full Name").fill(c.name);
  await page.getByLabel("Email").fill(c.email.toUpperCase());
  await page.getByLabel("Phone").fill(c.phone);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(c.password);
  await page.getByLabel("Confirm Password").fill(c.password);
  await page.getByRole("checkbox", { name: /I have read the privacy notice/ }).check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("An account with this email already exists. Please sign in instead.")).toBeVisible();
});

test("an unverified candidate is told to verify at sign-in and can get a new code", async ({ page, request }) => {
  const c = newCandidate("unv");
  await request.post("/api/candidate/register", {
    data: await registrationBody(request, c),
  });
  await waitForMail(c.email);
  await page.goto("/candidate-login");
  await page.getByLabel("Email").fill(c.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(c.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Email Verification" });
  await expect(dialog).toBeVisible();
  await expect(page.getByText(/verify your email address/i).first()).toBeVisible();
  // Resend is refused within the first minute, with a clear message.
  await dialog.getByRole("button", { name: "Resend code" }).click();
  await expect(dialog.getByText(/Please wait \d+ seconds/)).toBeVisible();
  const code = codeIn(await waitForMail(c.email), /code is (\d{6})/);
  await typeCode(page, "Digit 1", code);
  await dialog.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/candidate-home$/);
});

test("a candidate resets a forgotten password and signs in with the new one", async ({ page, request }) => {
  const c = newCandidate("reset");
  const reg = await request.post("/api/candidate/register", {
    data: await registrationBody(request, c),
  });
  const { data } = await reg.json();
  const otp = codeIn(await waitForMail(c.email), /code is (\d{6})/);
  await request.post("/api/candidate/verify-otp", { data: { userId: data.userId, otp } });
  const before = mailCount(c.email);

  await page.goto("/candidate-login");
  await expectAccessibleAtBothWidths(page, "Candidate Login");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Forgot Password" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, "forgot password dialog");
  await dialog.getByLabel("Email").fill(c.email);
  await dialog.getByRole("button", { name: "Send Reset Token" }).click();
  const resetDialog = page.getByRole("dialog", { name: "Reset Password" });
  await expect(resetDialog).toBeVisible();
  await expectAccessible(page, "reset password dialog");
  const token = codeIn(
    await waitForMail(c.email, (m) => /reset/i.test(m.subject), before),
    /reset token is ([A-Z0-9]{6})/,
  );

  // Typed in lower case: the boxes upper-case it.
  await typeCode(page, "Token character 1", token.toLowerCase());
  await expect(resetDialog.getByLabel("Token character 1")).toHaveValue(token.charAt(0));
  await resetDialog.getByLabel("New Password").fill("brand-new-pass");
  await resetDialog.getByLabel("Confirm Password").fill("brand-new-pass");
  await resetDialog.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText(/Password reset successful/)).toBeVisible();
  await expect(resetDialog).toBeHidden();

  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(c.email);
  await main.getByRole("textbox", { name: "Password", exact: true }).fill(c.password);
  await main.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("brand-new-pass");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/candidate-home$/);
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("home, registration and sign-in fit the screen and the header folds into a menu", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("home-heading")).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessibleWhileOpen(page, "public navigation menu", async () => {
      await page.getByRole("button", { name: "Open navigation" }).click();
      return page.getByRole("menu");
    });
    await page.getByRole("button", { name: "Open navigation" }).click();
    await page.getByRole("menuitem", { name: "How to Apply" }).click();
    await expect(page).toHaveURL(/\/how-to-apply$/);
    await expectAccessibleAtBothWidths(page, "How to Apply");
    await page.goto("/contact");
    await expect(page.getByRole("heading").first()).toBeVisible();
    await expectAccessibleAtBothWidths(page, "Contact");
    // Checked with axe where their journeys reach them; here only that they fit the phone.
    for (const url of [
      "/candidate-register",
      "/candidate-login",
      "/faculty-login",
      "/account-section-login",
      "/all-announcements",
    ]) {
      await page.goto(url);
      await expect(page.getByRole("heading").first()).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
  });
});
