import { expect, test } from "@playwright/test";
import { adminToken } from "./fixtures.ts";
import { expectAccessibleAtBothWidths } from "./support/axe.ts";

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
