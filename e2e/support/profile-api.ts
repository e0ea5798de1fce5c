import { type APIRequestContext, expect } from "@playwright/test";
import { pdfFile, pngFile } from "./files.ts";

/** Completes the four profile sections through the real API (for journeys whose subject is elsewhere). */
export async function completeProfileViaApi(
  request: APIRequestContext,
  token: string,
  opts: { employed?: boolean } = {},
) {
  const headers = { Authorization: `Bearer ${token}` };
  const personal = await request.post("/api/candidate/profile/personal-details", {
    headers,
    multipart: {
      name: "Asha",
      dob: "1995-04-02",
      gender: "Female",
      nationality: "Indian",
      address: "12 College Road, Pune",
      addharNumber: "123456789012",
      category: "OPEN_GENERAL",
      isEmployed: opts.employed ? "true" : "false",
      ...(opts.employed ? { totalIndustryExperience: "4", employmentCertificate: pdfFile("employment.pdf") } : {}),
      applicantPhoto: pngFile("photo.png"),
      signature: pngFile("signature.png"),
      proofOfDob: pdfFile("dob.pdf"),
      nationalityCertificate: pdfFile("nationality.pdf"),
    },
  });
  expect(personal.status(), await personal.text()).toBe(200);
  const ug = await request.patch("/api/candidate/profile/academic-details-ug", {
    headers,
    multipart: {
      degree: "B.E./ B.Tech",
      institute: "College of Engineering Pune",
      ugMarksheet: pdfFile("ug.pdf"),
      ugDegreeCertificate: pdfFile("ugd.pdf"),
    },
  });
  expect(ug.status()).toBe(200);
  expect(
    (
      await request.patch("/api/candidate/profile/academic-details-pg", {
        headers,
        multipart: { hasNotDonePG: "true" },
      })
    ).status(),
  ).toBe(200);
  const entrance = await request.patch("/api/candidate/profile/entrance-details", {
    headers,
    multipart: { hasNotGivenAnyEntranceExam: "true" },
  });
  expect(entrance.status()).toBe(200);
}
