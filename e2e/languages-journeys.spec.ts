import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { adminToken, codeIn, expectNoHorizontalScroll, newCandidate, typeCode, waitForMail } from "./fixtures.ts";
import { expectAccessibleAtBothWidths } from "./support/axe.ts";
import { accountOfficer, applicant, coordinatorOf, signIn } from "./support/staff.ts";

// Decision 035 across the portal: the public pages in Hindi, and each role's main journey in Marathi,
// each page checked by axe at 1280 and 360 px. Names come from apps/web/src/locales/{hi,mr}/*.json.

/** Keeps `token`'s account in Marathi, as its own switcher would (`PUT /api/account/language`). */
async function inMarathi(request: APIRequestContext, token: string) {
  const res = await request.put("/api/account/language", {
    headers: { Authorization: `Bearer ${token}` },
    data: { language: "mr" },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** The page shows `heading` in `language`, is accessible at both widths and fits a phone. */
async function checkPage(page: Page, language: "hi" | "mr", heading: string | RegExp, label: string) {
  await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expectAccessibleAtBothWidths(page, label);
}

test("the public pages in Hindi, on a desktop and on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  const pages: [string, string][] = [
    ["/", "महत्वपूर्ण घोषणाएँ"],
    ["/how-to-apply", "आवेदन कैसे करें"],
    ["/contact", "संपर्क करें"],
    ["/all-announcements", "सभी घोषणाएँ"],
    ["/candidate-register", "अभ्यर्थी पंजीकरण"],
    ["/candidate-login", "अभ्यर्थी लॉगिन"],
    ["/faculty-login", "संकाय लॉगिन"],
    ["/account-section-login", "लेखा अनुभाग लॉगिन"],
  ];
  // Opened on a phone first (the narrow layout as it loads, not only as it resizes), then axe at both widths.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, heading] of pages) {
    await page.goto(`${path}?lang=hi`);
    await checkPage(page, "hi", heading, `${path} in Hindi`);
    await expectNoHorizontalScroll(page);
  }
});

test("a candidate registers in Marathi with the code mailed in Marathi and sees the dashboard and profile", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const c = newCandidate("mr");
  await page.goto("/candidate-register?lang=mr");
  await checkPage(page, "mr", "उमेदवार नोंदणी", "registration in Marathi");
  await page.getByLabel("पूर्ण नाव").fill(c.name);
  await page.getByLabel("ईमेल").fill(c.email);
  await page.getByLabel("फोन").fill(c.phone);
  await page.getByRole("textbox", { name: "पासवर्ड", exact: true }).fill(c.password);
  await page.getByLabel("पासवर्डची खात्री करा").fill(c.password);
  await page.getByRole("checkbox", { name: /मी गोपनीयता सूचना वाचली आहे/ }).check();
  await page.getByRole("button", { name: "नोंदणी करा" }).click();
  const dialog = page.getByRole("dialog", { name: "ईमेल पडताळणी" });
  await expect(dialog).toBeVisible();
  await expectAccessibleAtBothWidths(page, "code dialog in Marathi");

  // Registration sent the page's language: the account's first mail is in Marathi.
  const mail = await waitForMail(c.email);
  expect(mail.subject).toMatch(/^आपला पडताळणी कोड: \d{6}$/);
  const code = codeIn(mail, /आपला ईमेल पडताळणी कोड (\d{6}) आहे\./);
  await typeCode(page, "अंक 1", code);
  await dialog.getByRole("button", { name: "पडताळणी करा" }).click();

  await expect(page).toHaveURL(/\/candidate-home$/);
  await checkPage(page, "mr", "स्वागत आहे, Rao", "candidate dashboard in Marathi");
  await expect(page.getByRole("heading", { name: "माझे अर्ज" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "प्रोफाइलची प्रगती" })).toBeVisible();

  await page.getByRole("navigation", { name: "मुख्य मेनू" }).getByRole("link", { name: "माझी प्रोफाइल" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await checkPage(page, "mr", "प्रोफाइल पूर्ण करा", "profile in Marathi");
  await expect(page.getByRole("heading", { name: "वैयक्तिक तपशील" })).toBeVisible();
  await page.getByLabel("आईचे नाव", { exact: true }).fill("Sunita");
  await expect(page.getByRole("button", { name: "जतन करा", exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /: फाइल निवडा \(PDF, JPG, PNG\)$/ }).first()).toBeVisible();
});

test("a department coordinator and the account section work in Marathi", async ({ page, request }) => {
  test.setTimeout(150_000);
  const [coordinator, officer, candidate] = await Promise.all([
    coordinatorOf(request, ["Computer Engineering"]),
    accountOfficer(request, "Anita Desai"),
    applicant(request, {}, "mrstaff"),
  ]);
  await Promise.all([inMarathi(request, coordinator), inMarathi(request, officer)]);
  const id = candidate.applicationId;

  // The coordinator: home, the application list, one application's review.
  await signIn(page, coordinator);
  await page.goto("/coordinator-home");
  await checkPage(page, "mr", "विभाग समन्वयक डॅशबोर्ड", "coordinator home in Marathi");
  await expect(page.getByRole("heading", { name: "आपले विभाग" })).toBeVisible();
  await page.goto(`/applications-page?search=${encodeURIComponent(candidate.email)}`);
  await checkPage(page, "mr", /^PhD अर्ज/, "application list in Marathi");
  await page
    .getByRole("link", { name: `${id} पाहा` })
    .first()
    .click();
  await checkPage(page, "mr", `अर्ज ${id}`, "application review in Marathi");
  await expect(page.getByRole("tablist", { name: "अर्जाचे भाग" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "छाननी: वैयक्तिक तपशील" })).toBeVisible();
  await expect(page.getByRole("button", { name: "वैयक्तिक तपशील: भागाची स्थिती ठरवा" })).toBeVisible();
  await page.getByRole("tab", { name: "अर्जाची कागदपत्रे" }).click();
  await expect(page.getByRole("button", { name: /^इतिहास \(\d+\) — / }).first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, "application documents in Marathi");

  // The account section: home, the fee list, the fee detail.
  await signIn(page, officer);
  await page.goto("/account-section-home");
  await checkPage(page, "mr", "लेखा शाखा समन्वयक डॅशबोर्ड", "account section home in Marathi");
  await expect(page.getByRole("region", { name: "भरणा" })).toBeVisible();
  await page.goto(`/fee-details?search=${id}`);
  await checkPage(page, "mr", "शुल्क तपशील", "fee list in Marathi");
  await page
    .getByRole("link", { name: `${id} चा शुल्क तपशील पाहा` })
    .first()
    .click();
  await checkPage(page, "mr", `शुल्क तपशील: ${id}`, "fee detail in Marathi");
  await expect(page.getByRole("heading", { name: "शुल्क पडताळणी" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^शुल्काचा इतिहास \(\d+\) — / })).toBeVisible();
});

test("the admin works in Marathi: dashboard, staff, announcements, constants", async ({ page, request }) => {
  test.setTimeout(120_000);
  // The shared bootstrap admin keeps its account's language: the address picks Marathi instead.
  await signIn(page, await adminToken(request));
  await page.goto("/admin-home?lang=mr");
  await checkPage(page, "mr", "प्रशासक डॅशबोर्ड", "admin dashboard in Marathi");
  await expect(page.getByRole("heading", { name: "आढावा" })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "मुख्य मेनू" });
  const visits: [string, RegExp, string][] = [
    ["समन्वयक व्यवस्थापन", /\/manage-coordinators$/, "समन्वयक व्यवस्थापन"],
    ["घोषणा व्यवस्थापन", /\/manage-announcements$/, "घोषणा व्यवस्थापन"],
    ["स्थिरांक व्यवस्थापन", /\/manage-constants$/, "स्थिरांक व्यवस्थापन"],
  ];
  for (const [link, url, heading] of visits) {
    await menu.getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(url);
    await checkPage(page, "mr", heading, `${link} in Marathi`);
  }
  await expect(page.getByRole("heading", { name: "प्रवेश कालावधी" })).toBeVisible();
});
