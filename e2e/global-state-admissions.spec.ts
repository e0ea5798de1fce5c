import { expect, test } from "@playwright/test";
import { adminToken } from "./fixtures.ts";
import { expectAccessibleAtBothWidths } from "./support/axe.ts";
import { signIn } from "./support/staff.ts";

/** Runs alone after the other tests: it closes admissions for the whole site, then reopens them. */
test("registration shows Admissions Closed while admissions are closed", async ({ page, request }) => {
  const token = await adminToken(request);
  const set = (value: boolean) =>
    request.put("/api/constant/admissionsOpen", { headers: { Authorization: `Bearer ${token}` }, data: { value } });
  expect((await set(false)).ok()).toBeTruthy();
  try {
    await page.goto("/candidate-register");
    await expect(page.getByRole("heading", { name: "Admissions Closed" })).toBeVisible();
    await expect(page.getByText("Admissions are currently closed. Please check back later.")).toBeVisible();
    await expectAccessibleAtBothWidths(page, "registration while admissions are closed");
    await page.getByRole("link", { name: "Sign In (Existing Users)" }).click();
    await expect(page).toHaveURL(/\/candidate-login$/);

    const refused = await request.post("/api/candidate/register", {
      data: {
        name: "Late Person",
        email: `late-${Date.now()}@example.com`,
        phone: "+91 98765 43210",
        password: "late-person-1",
      },
    });
    expect(refused.status()).toBe(403);
  } finally {
    expect((await set(true)).ok()).toBeTruthy();
  }
  await page.goto("/candidate-register");
  await expect(page.getByText("Admissions Open")).toBeVisible();
});

/** Also site-wide: in this file so the two never run at once (files run in parallel, tests in a file in order). */
test("the admin closes admissions with Save All Changes, then sets a closing time the home counts down to", async ({
  page,
  browser,
  request,
}) => {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const visitor = await (await browser.newContext()).newPage();
  try {
    await signIn(page, token);
    await page.goto("/manage-constants");
    await expect(page.getByText("Website Configuration")).toBeVisible();
    await expectAccessibleAtBothWidths(page, "Manage Constants");

    await page.getByRole("radio", { name: "Closed" }).check();
    await expect(page.getByText("You have unsaved changes")).toBeVisible();
    await expectAccessibleAtBothWidths(page, "Manage Constants with unsaved changes");
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page.getByText("You have unsaved changes")).toBeHidden();
    await expect(page.getByText("Applications Closed")).toBeVisible();

    await visitor.goto("/");
    await expect(visitor.getByText("Admissions Closed")).toBeVisible();

    // Open again, closing in three days: the home counts down.
    await page.getByRole("radio", { name: "Open" }).check();
    const closes = new Date(Date.now() + 3 * 86_400_000 + 3_600_000);
    const local = new Intl.DateTimeFormat("sv-SE", {
      timeZone: "Asia/Kolkata",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .format(closes)
      .replace(" ", "T");
    await page.getByLabel("Closes at (Asia/Kolkata time)").fill(local);
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page.getByText("You have unsaved changes")).toBeHidden();

    await visitor.goto("/");
    await expect(visitor.getByText("Admissions Open")).toBeVisible();
    await expect(visitor.getByText(/Applications close on .+ IST/)).toBeVisible();
    await expect(visitor.getByText(/Closes in 3 days/)).toBeVisible();
    await expectAccessibleAtBothWidths(visitor, "public home with a countdown");
  } finally {
    await request.put("/api/constant/admissionsOpen", { headers, data: { value: true } });
    await request.put("/api/constant/admissionWindow", { headers, data: { value: { opensAt: null, closesAt: null } } });
    await visitor.context().close();
  }
});
