import { expect, test } from "@playwright/test";
import { adminToken } from "./fixtures.ts";
import { expectAccessibleAtBothWidths } from "./support/axe.ts";
import { signIn } from "./support/staff.ts";

/** Runs alone after the other tests: it closes admissions for the whole site, then reopens them. */
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
