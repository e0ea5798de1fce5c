import { expect, test } from "@playwright/test";
import { expectNoHorizontalScroll } from "./fixtures.ts";
import { expectAccessibleAtBothWidths } from "./support/axe.ts";

// Decision 035, as far as issue 27 has come: `?lang=` picks the language on any address, the
// switcher changes it, `<html lang>` follows, and the browser remembers the choice.
test("the language comes from the address, changes with the switcher and is remembered", async ({ page }) => {
  await page.goto("/?lang=hi");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const nav = page.getByRole("navigation", { name: "मुख्य" });
  await expect(nav.getByRole("link", { name: "आवेदन कैसे करें" })).toBeVisible();
  const switcher = page.getByRole("combobox", { name: "भाषा" });
  await expect(switcher).toHaveValue("hi");
  await expectAccessibleAtBothWidths(page, "home in Hindi");

  await switcher.selectOption("mr");
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  await expect(page).toHaveURL(/\?lang=mr$/);
  await expect(nav.getByRole("link", { name: "अर्ज कसा करावा" })).toBeVisible();

  // Remembered without the address saying so.
  await page.goto("/contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  await expect(page.getByRole("combobox", { name: "भाषा" })).toHaveValue("mr");
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoHorizontalScroll(page);
  await page.getByRole("button", { name: "मेनू उघडा" }).click();
  await expect(page.getByRole("menuitem", { name: "मुख्यपृष्ठ" })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("combobox", { name: "भाषा" }).selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" })).toBeVisible();
});
