import { expect, type Locator, type Page, test } from "@playwright/test";
import { adminToken, codeIn, expectNoHorizontalScroll, registeredCandidate, waitForMail } from "./fixtures.ts";
import { expectAccessible, expectAccessibleAtBothWidths } from "./support/axe.ts";
import { runRetryPauses } from "./support/clock.ts";
import { pdfFile, pngFile } from "./support/files.ts";
import { completeProfileViaApi } from "./support/profile-api.ts";
import { signIn } from "./support/staff.ts";

// Real files, checked by content on the server: a one-page PDF and a 1×1 PNG.
const pdf = (name: string) => pdfFile(name);
const png = (name: string) => pngFile(name);

async function openProfileAs(page: Page, token: string) {
  await signIn(page, token);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Profile Completion" })).toBeVisible();
}

const region = (page: Page, name: string) => page.getByRole("region", { name });

async function choose(page: Page, scope: Locator, field: string | RegExp, option: string) {
  await scope.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(page.getByRole("listbox")).toHaveCount(0);
}

const doc = (scope: Locator, kind: string) => scope.getByTestId(`document-${kind}`);

async function fillPersonalFields(page: Page, personal: Locator) {
  await personal.getByRole("textbox", { name: /^Name/ }).fill("Asha Rao");
  await personal.getByRole("textbox", { name: "Mother's Name" }).fill("Meera Rao");
  await personal.getByLabel(/^Date of Birth/).fill("1995-04-12");
  await expect(personal.getByRole("textbox", { name: "Age" })).toHaveValue(/^\d+ years$/);
  await choose(page, personal, /^Gender/, "Female");
  await personal.getByRole("textbox", { name: /^Nationality/ }).fill("Indian");
  await personal.getByRole("textbox", { name: /^Aadhaar Number/ }).fill("123456789012");
  await personal.getByRole("textbox", { name: /^Permanent Address/ }).fill("12 College Road\nPune 411005");
}

test("a candidate completes all four profile sections with real files, previews them, and finds them after a reload", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const candidate = await registeredCandidate(request, "prof");
  await openProfileAs(page, candidate.token);
  await expect(page.getByText(/^Last updated /)).toBeVisible();
  await expect(page.getByTestId("profile-name")).toHaveText("Asha prof-Rao");

  const steps = page.getByRole("navigation", { name: "Profile sections" });
  await expect(steps.getByTestId("step-check")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();

  // ---- Personal details (a never-saved section starts in edit mode) ----
  const personal = region(page, "Personal Details");
  await expect(personal.getByRole("button", { name: "Save & Continue" })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "profile, Personal Details (edit)");
  await fillPersonalFields(page, personal);

  await choose(page, personal, /^Category/, "OBC");
  for (const kind of ["casteCertificate", "casteValidityCertificate", "casteNonCreamyLayerCertificate"]) {
    await expect(doc(personal, kind)).toBeVisible();
    await expect(doc(personal, kind).getByText("(required)")).toBeVisible();
  }
  await choose(page, personal, /^Category/, "General");
  for (const kind of ["casteCertificate", "casteValidityCertificate", "casteNonCreamyLayerCertificate"]) {
    await expect(doc(personal, kind)).toHaveCount(0);
  }
  await choose(page, personal, /^Category/, "OBC");

  // Employed, with a guide who has industry experience: the co-guide certificates appear.
  await expect(personal.getByRole("textbox", { name: /Guide Industry Experience/ })).toHaveCount(0);
  await personal.getByRole("checkbox", { name: /currently employed/ }).check();
  await personal.getByRole("textbox", { name: /Total Industry Experience/ }).fill("6");
  await personal.getByRole("textbox", { name: /Current Industry Experience/ }).fill("3");
  await expect(doc(personal, "employmentCertificate")).toBeVisible();
  await expect(doc(personal, "coGuideWillingnessCertificate")).toHaveCount(0);
  await personal.getByRole("textbox", { name: /Guide Industry Experience/ }).fill("2");
  await expect(doc(personal, "coGuideWillingnessCertificate")).toBeVisible();
  await expect(doc(personal, "coGuidePhdDegreeCertificate")).toBeVisible();

  const personalFiles: [kind: string, label: string, file: ReturnType<typeof pdf>][] = [
    ["applicantPhoto", "Applicant Photo", png("photo.png")],
    ["signature", "Signature", png("signature.png")],
    ["proofOfDob", "Proof of Date of Birth", pdf("birth-certificate.pdf")],
    ["nationalityCertificate", "Nationality Certificate", pdf("nationality.pdf")],
    ["casteCertificate", "Caste Certificate", pdf("caste.pdf")],
    ["casteValidityCertificate", "Caste Validity Certificate", pdf("caste-validity.pdf")],
    ["casteNonCreamyLayerCertificate", "Non-Creamy Layer Certificate", pdf("non-creamy-layer.pdf")],
    ["employmentCertificate", "Employment Certificate", pdf("employment.pdf")],
    ["coGuideWillingnessCertificate", "Co-guide Willingness Certificate", pdf("co-guide-willingness.pdf")],
    ["coGuidePhdDegreeCertificate", "Co-guide PhD Degree Certificate", pdf("co-guide-phd.pdf")],
  ];
  for (const [kind, label, file] of personalFiles) {
    await personal.getByLabel(`Upload ${label}`, { exact: true }).setInputFiles(file);
    await expect(doc(personal, kind).getByText(file.name)).toBeVisible();
  }
  await personal.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByText("Personal details saved successfully!")).toBeVisible();

  // ---- UG: Save moves on to the next step ----
  const ug = region(page, "UG Academics");
  await expect(ug).toBeVisible();
  await expect(steps.getByTestId("step-check")).toHaveCount(1);
  await expectAccessibleAtBothWidths(page, "profile, UG Academics (edit)");
  await choose(page, ug, /^Degree/, "B.E./ B.Tech");
  await choose(page, ug, "Specialization", "Computer");
  await ug.getByRole("textbox", { name: /^Institute/ }).fill("Government College of Engineering, Pune");
  await ug.getByLabel("Date of Declaration of Result").fill("2017-06-30");
  await ug.getByRole("textbox", { name: "CGPA" }).fill("8.75");
  await ug.getByRole("textbox", { name: "Percentage Marks" }).fill("82.5");
  await ug.getByLabel("Upload UG Marksheet", { exact: true }).setInputFiles(pdf("ug-marksheet.pdf"));
  await ug.getByLabel("Upload UG Degree Certificate", { exact: true }).setInputFiles(pdf("ug-degree.pdf"));
  await ug.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("UG Academic details updated successfully!")).toBeVisible();

  // ---- PG: the "not completed" box hides the form; status completed makes the documents required ----
  const pg = region(page, "PG Academics");
  await expect(pg).toBeVisible();
  await expectAccessibleAtBothWidths(page, "profile, PG Academics (edit)");
  const notDone = pg.getByRole("checkbox", { name: "I have not completed postgraduate studies" });
  await notDone.check();
  await expect(pg.getByRole("combobox", { name: /^Degree/ })).toHaveCount(0);
  await expect(doc(pg, "pgMarksheet")).toHaveCount(0);
  await notDone.uncheck();
  await choose(page, pg, /^Degree/, "M.E./ M.Tech");
  await choose(page, pg, "Branch", "Computer");
  await pg.getByRole("textbox", { name: /^Institute/ }).fill("College of Engineering, Pune");
  await choose(page, pg, /^Status/, "In Progress");
  await expect(doc(pg, "pgMarksheet").getByText("(required)")).toHaveCount(0);
  await choose(page, pg, /^Status/, "Completed");
  await expect(doc(pg, "pgMarksheet").getByText("(required)")).toBeVisible();
  await expect(doc(pg, "pgDegreeCertificate").getByText("(required)")).toBeVisible();
  await pg.getByRole("textbox", { name: "CGPA" }).fill("9.1");
  await pg.getByLabel("Upload PG Marksheet", { exact: true }).setInputFiles(pdf("pg-marksheet.pdf"));
  await pg.getByLabel("Upload PG Degree Certificate", { exact: true }).setInputFiles(pdf("pg-degree.pdf"));
  await pg.getByRole("button", { name: "Save & Continue" }).click();
  await expect(page.getByText("PG Academic details updated successfully!")).toBeVisible();

  // ---- Entrance: GATE and NET; "not given any" is disabled while an exam is ticked ----
  const entrance = region(page, "Entrance Details");
  await expect(entrance).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await expectAccessibleAtBothWidths(page, "profile, Entrance Details (edit)");
  const noneBox = entrance.getByRole("checkbox", { name: "I have not given any entrance exam" });
  await expect(noneBox).toBeEnabled();
  await entrance.getByRole("checkbox", { name: "GATE", exact: true }).check();
  await expect(noneBox).toBeDisabled();
  await choose(page, entrance, /^GATE Discipline/, "Computer Science");
  await choose(page, entrance, /^GATE Category/, "OBC");
  await entrance.getByRole("textbox", { name: /^GATE Score/ }).fill("612");
  await entrance.getByRole("textbox", { name: /^GATE Marks/ }).fill("54.25");
  await entrance.getByLabel(/^Last Date of Validation/).fill("2027-03-31");
  await choose(page, entrance, /^GATE Qualified/, "Yes");
  await entrance.getByRole("checkbox", { name: "NET", exact: true }).check();
  // One panel open at a time: ticking NET opens its panel and closes GATE's.
  await expect(entrance.getByRole("textbox", { name: /^GATE Score/ })).toBeHidden();
  await entrance.getByRole("textbox", { name: /^NET Score/ }).fill("180");
  await entrance.getByRole("textbox", { name: /^NET Percentile/ }).fill("97.35");
  await entrance.getByLabel("Upload GATE Scorecard", { exact: true }).setInputFiles(pdf("gate-scorecard.pdf"));
  await entrance.getByLabel("Upload NET Scorecard", { exact: true }).setInputFiles(png("net-scorecard.png"));
  await entrance.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Entrance exam details saved successfully!")).toBeVisible();
  await expect(entrance.getByRole("button", { name: "Edit" })).toBeVisible();
  await expect(steps.getByTestId("step-check")).toHaveCount(4);

  // ---- Preview a PDF and an image ----
  await entrance.getByRole("button", { name: "Preview GATE Scorecard" }).click();
  let dialog = page.getByRole("dialog", { name: "Preview: GATE Scorecard" });
  await expect(dialog.locator("iframe")).toBeVisible();
  await expect(dialog.getByText(/^\d+ (KB|bytes)$/)).toBeVisible();
  await expect(dialog.getByText("Pending")).toBeVisible();
  await expectAccessible(page, "GATE scorecard preview");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await steps.getByRole("button", { name: /Personal Details/ }).click();
  await expect(personal).toBeVisible();
  await personal.getByRole("button", { name: "Preview Applicant Photo" }).click();
  dialog = page.getByRole("dialog", { name: "Preview: Applicant Photo" });
  const img = dialog.getByRole("img", { name: /Applicant Photo/ });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
  await expect(dialog.getByText(`${pngFile("x").buffer.length} bytes`, { exact: true })).toBeVisible();
  await expectAccessible(page, "applicant photo preview");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // ---- Reload: every value and file is kept ----
  await page.reload();
  await expect(steps.getByTestId("step-check")).toHaveCount(4);
  await expect(personal).toBeVisible();
  await expect(personal.getByRole("button", { name: "Edit" })).toBeVisible();
  // The Aadhaar number shows masked outside the edit form (decision 020).
  for (const text of ["Asha Rao", "Meera Rao", "Apr 12, 1995", "Female", "Indian", "XXXX XXXX 9012", "OBC"]) {
    await expect(personal.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(personal.getByText("123456789012")).toHaveCount(0);
  await expect(personal.getByText("2 years", { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, "profile, Personal Details (view)");
  for (const [kind, , file] of personalFiles) {
    await expect(doc(personal, kind).getByText(file.name)).toBeVisible();
  }

  await page.getByRole("button", { name: "Next" }).click();
  await expect(ug.getByText("B.E./ B.Tech", { exact: true })).toBeVisible();
  await expect(ug.getByText("8.75", { exact: true })).toBeVisible();
  await expect(ug.getByText("Jun 30, 2017", { exact: true })).toBeVisible();
  await expect(doc(ug, "ugMarksheet").getByText("ug-marksheet.pdf")).toBeVisible();
  await expect(doc(ug, "ugDegreeCertificate").getByText("ug-degree.pdf")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "profile, UG Academics (view)");

  await page.getByRole("button", { name: "Next" }).click();
  await expect(pg.getByText("M.E./ M.Tech", { exact: true })).toBeVisible();
  await expect(pg.getByText("Completed", { exact: true })).toBeVisible();
  await expect(doc(pg, "pgMarksheet").getByText("pg-marksheet.pdf")).toBeVisible();
  await expect(doc(pg, "pgDegreeCertificate").getByText("pg-degree.pdf")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "profile, PG Academics (view)");

  await page.getByRole("button", { name: "Next" }).click();
  await expect(entrance.getByText("GATE, NET", { exact: true })).toBeVisible();
  await expect(entrance.getByText("Computer Science", { exact: true })).toBeVisible();
  await expect(entrance.getByText("97.35", { exact: true })).toBeVisible();
  await expect(doc(entrance, "gateScorecard").getByText("gate-scorecard.pdf")).toBeVisible();
  await expect(doc(entrance, "netScorecard").getByText("net-scorecard.png")).toBeVisible();
  await expectAccessibleAtBothWidths(page, "profile, Entrance Details (view)");

  // Edit shows the saved values in the form again.
  await entrance.getByRole("button", { name: "Edit" }).click();
  await expect(entrance.getByRole("checkbox", { name: "GATE", exact: true })).toBeChecked();
  await expect(entrance.getByRole("checkbox", { name: "I have not given any entrance exam" })).toBeDisabled();
  await entrance.getByRole("button", { name: "Cancel" }).click();
  await expect(entrance.getByRole("button", { name: "Edit" })).toBeVisible();
});

test("a save with a required document missing shows the server's message and keeps what was typed", async ({
  page,
  request,
}) => {
  const candidate = await registeredCandidate(request, "profmiss");
  await openProfileAs(page, candidate.token);
  const personal = region(page, "Personal Details");
  await fillPersonalFields(page, personal);
  await choose(page, personal, /^Category/, "General");
  await personal.getByLabel("Upload Applicant Photo", { exact: true }).setInputFiles(png("photo.png"));
  await personal.getByLabel("Upload Signature", { exact: true }).setInputFiles(png("signature.png"));
  await personal.getByLabel("Upload Proof of Date of Birth", { exact: true }).setInputFiles(pdf("dob.pdf"));
  // Nationality certificate left out.
  await personal.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Required documents missing: Nationality Certificate")).toBeVisible();

  await expect(personal.getByRole("textbox", { name: /^Name/ })).toHaveValue("Asha Rao");
  await expect(personal.getByRole("textbox", { name: /^Aadhaar Number/ })).toHaveValue("123456789012");
  await expect(personal.getByRole("combobox", { name: /^Category/ })).toHaveValue("General");
  await expect(doc(personal, "applicantPhoto").getByText("photo.png")).toBeVisible();
  await expect(doc(personal, "nationalityCertificate").getByText("This document is required.")).toBeVisible();
  await expect(region(page, "Personal Details").getByRole("button", { name: "Save & Continue" })).toBeVisible();

  // Adding the missing file saves the section.
  await personal.getByLabel("Upload Nationality Certificate", { exact: true }).setInputFiles(pdf("nationality.pdf"));
  // The save is held (not answered: it goes on to the real server once released) while the
  // upload progress bar is checked, so the check does not race the answer.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/candidate/profile/personal-details", async (route) => {
    await held;
    await route.continue();
  });
  await personal.getByRole("button", { name: "Save", exact: true }).click();
  await expect(personal.getByText(/^Uploading files… \d+%$/)).toBeVisible();
  await expect(
    personal.getByRole("progressbar", { name: "Upload progress for Personal Details", includeHidden: true }),
  ).toHaveCount(1);
  release();
  await expect(page.getByText("Personal details saved successfully!")).toBeVisible();
  await expect(personal.getByRole("progressbar")).toHaveCount(0);
  await expect(region(page, "UG Academics")).toBeVisible();
});

test("the profile page fits a 360 px wide phone without horizontal scrolling", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const candidate = await registeredCandidate(request, "profphone");
  await openProfileAs(page, candidate.token);
  const personal = region(page, "Personal Details");
  await choose(page, personal, /^Category/, "OBC");
  await personal.getByRole("checkbox", { name: /currently employed/ }).check();
  await personal.getByRole("textbox", { name: /Guide Industry Experience/ }).fill("2");
  await personal
    .getByLabel("Upload Applicant Photo", { exact: true })
    .setInputFiles(png("a-rather-long-file-name-for-a-photo.png"));
  await expectNoHorizontalScroll(page);
  await page.getByRole("button", { name: /Entrance Details/ }).click();
  const entrance = region(page, "Entrance Details");
  await entrance.getByRole("checkbox", { name: "GATE", exact: true }).check();
  await expectNoHorizontalScroll(page);
});

/** A coordinator account made by the admin, signed in through the API with its e-mailed password. */
async function coordinatorToken(request: import("@playwright/test").APIRequestContext) {
  const admin = await adminToken(request);
  const uid = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const email = `reviewer-${uid}@example.edu`;
  const created = await request.post("/api/admin/create-coordinator", {
    headers: { Authorization: `Bearer ${admin}` },
    data: { name: "Prof. R. Joshi", email, mis: `REV${uid}`, departments: ["Physics", "Mathematics"] },
  });
  expect(created.status()).toBe(201);
  const password = codeIn(await waitForMail(email), /Temporary password: (\S+)/);
  const login = await request.post("/api/coordinator/login", { data: { mis: `REV${uid}`, password } });
  // Like a person at first sign-in: the temporary password must be replaced before reviewing.
  const changed = await request.post("/api/auth/change-password", {
    headers: { Authorization: `Bearer ${(await login.json()).token}` },
    data: { currentPassword: password, newPassword: "reviewer-own-password" },
  });
  expect(changed.ok()).toBeTruthy();
  return (await changed.json()).token as string;
}

test("a reviewer's decisions show on the profile: a verified section is read-only, a requested change is explained", async ({
  page,
  request,
}) => {
  const candidate = await registeredCandidate(request, "profver");
  const headers = { Authorization: `Bearer ${candidate.token}` };
  // Coordinators review the candidates of their departments (decision 014): this one applies to Physics.
  await completeProfileViaApi(request, candidate.token);
  const applied = await request.post("/api/application/", {
    headers,
    multipart: {
      department: "Physics",
      applicationType: "REGULAR",
      utrDuNumber: "UTR55667788",
      amount: "1500",
      transactionTime: "2026-11-01T10:30:00.000Z",
      bankName: "State Bank of India",
      SOP_PHYSICS_REGULAR: pdf("sop.pdf"),
      FEE_RECEIPT_PHYSICS_REGULAR: pdf("receipt.pdf"),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const ug = await request.patch("/api/candidate/profile/academic-details-ug", {
    headers,
    multipart: {
      degree: "B.Sc.",
      institute: "Fergusson College",
      ugMarksheet: pdf("ug-marksheet.pdf"),
      ugDegreeCertificate: pdf("ug-degree.pdf"),
    },
  });
  expect(ug.status()).toBe(200);
  const { _id: profileId, academicsUG } = (await ug.json()).data;
  const pg = await request.patch("/api/candidate/profile/academic-details-pg", {
    headers,
    multipart: { hasNotDonePG: "true" },
  });
  expect(pg.status()).toBe(200);

  // The coordinator reviews through the real API.
  const reviewer = { Authorization: `Bearer ${await coordinatorToken(request)}` };
  const post = (url: string, data: object) => request.post(url, { headers: reviewer, data });
  expect(
    (await post("/api/coordinator/verify-document", { documentId: academicsUG.documents.ugMarksheet._id })).ok(),
  ).toBeTruthy();
  expect(
    (
      await post("/api/coordinator/request-modification", {
        documentId: academicsUG.documents.ugDegreeCertificate._id,
        remarks: "Upload both pages",
      })
    ).ok(),
  ).toBeTruthy();
  expect(
    (
      await post("/api/coordinator/set-section-status", {
        profileId,
        section: "academicsPG",
        status: "VERIFIED",
        remarks: "No PG, as declared",
      })
    ).ok(),
  ).toBeTruthy();
  expect(
    (
      await post("/api/coordinator/set-section-status", {
        profileId,
        section: "academicsUG",
        status: "MODIFICATION_REQUESTED",
        remarks: "Degree certificate incomplete",
      })
    ).ok(),
  ).toBeTruthy();
  expect(
    (
      await post("/api/candidate/profile/manual-remarks", {
        profileId,
        section: "academicsUG",
        remarks: "Call the office if unsure.",
      })
    ).ok(),
  ).toBeTruthy();
  await waitForMail(
    candidate.email,
    (m) => m.subject.startsWith("Changes requested:") && m.subject.includes("UG Degree Certificate"),
  );

  await openProfileAs(page, candidate.token);
  await page
    .getByRole("button", { name: /UG Academics/ })
    .first()
    .click();
  const ugRegion = region(page, "UG Academics");
  await expect(ugRegion.getByText("Degree certificate incomplete").first()).toBeVisible();
  const degree = doc(ugRegion, "ugDegreeCertificate");
  await expect(degree.getByText("Modification Requested")).toBeVisible();
  await degree.getByRole("button", { name: /Show verification details/ }).click();
  await expect(degree.getByText("Upload both pages")).toBeVisible();
  await expect(degree.getByText("Prof. R. Joshi (Physics, Mathematics)")).toBeVisible();
  await expect(doc(ugRegion, "ugMarksheet").getByText("Verified", { exact: true })).toBeVisible();
  await ugRegion.getByRole("button", { name: "Show verification details for UG Academics" }).click();
  await expect(ugRegion.getByText(/Call the office if unsure\. — Prof\. R\. Joshi/)).toBeVisible();
  await expectAccessibleAtBothWidths(page, "profile, a section with a requested change and its review details");
  await expect(ugRegion.getByRole("button", { name: "Edit" })).toBeVisible();

  await page
    .getByRole("button", { name: /PG Academics/ })
    .first()
    .click();
  const pgRegion = region(page, "PG Academics");
  await expect(pgRegion.getByText("Verified", { exact: true }).first()).toBeVisible();
  await expect(pgRegion.getByRole("button", { name: "Edit" })).toHaveCount(0);
});

test("a profile that cannot be loaded says so", async ({ page, request }) => {
  const candidate = await registeredCandidate(request, "proffail");
  // The network drops the profile request (no fake answer: the request simply fails).
  let failed = 0;
  await page.route("**/api/candidate/profile", (route) => {
    failed += 1;
    return route.abort("connectionreset");
  });
  await page.clock.install();
  await signIn(page, candidate.token);
  await page.goto("/profile");
  await runRetryPauses(page, () => failed);
  await expect(
    page.getByRole("alert").getByText("Failed to load profile data. Please try again later.").first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
});
