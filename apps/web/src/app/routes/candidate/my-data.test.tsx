import type { MyData } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectLinkTo } from "../../../test/lists.ts";
import { authorizationSentTo, catchDownloads, stubApi } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { MyDataPage } from "./my-data.tsx";

const EXPORT = "/api/candidate/my-data/export";
const data: MyData = {
  generatedAt: "2026-11-25T04:00:00.000Z",
  account: {
    name: "Asha Kulkarni",
    email: "asha@example.com",
    phone: "9876543210",
    language: "en",
    registeredAt: "2026-11-01T04:30:00.000Z",
    emailVerifiedAt: "2026-11-01T04:35:00.000Z",
  },
  consents: [{ noticeVersion: 1, action: "GIVEN", at: "2026-11-01T04:30:00.000Z" }],
  profile: {
    aadhaarMasked: "XXXX XXXX 9012",
    sections: [
      {
        section: "personalDetails",
        isCompleted: true,
        status: "MODIFICATION_REQUESTED",
        remarks: "Photo is blurred",
        manualRemark: null,
        updatedAt: "2026-11-02T04:30:00.000Z",
        fields: { name: "Asha Kulkarni", dob: "1994-06-15", gender: "Female", address: "12 College Road, Pune" },
      },
    ],
  },
  documents: [
    {
      id: "00000000-0000-4000-a000-000000000001",
      documentType: "applicantPhoto",
      section: "personalDetails",
      fileName: "photo-of-asha-with-a-very-long-name-that-must-wrap-on-a-phone.png",
      mimeType: "image/png",
      size: 20480,
      uploadedAt: "2026-11-02T04:30:00.000Z",
      status: "PENDING",
      remarks: null,
      archiveName: "documents/photo.png",
    },
  ],
  applications: [
    {
      id: "00000000-0000-4000-b000-000000000001",
      applicationId: "PHD001",
      round: { name: "PhD Admissions 2026-27, Round 1", isClosed: false },
      department: "Computer Engineering",
      applicationType: "REGULAR",
      status: "PENDING",
      remarks: null,
      submittedAt: "2026-11-03T04:30:00.000Z",
      fee: {
        utrDuNumber: "UTR12345678",
        amount: 1500,
        transactionTime: "2026-11-01T05:00:00.000Z",
        bankName: "State Bank of India",
        status: "VERIFIED",
        remarks: null,
      },
      shortlist: null,
      merit: null,
      offer: null,
    },
  ],
  mails: [
    {
      subject: "Your application PHD001 was received",
      state: "sent",
      queuedAt: "2026-11-03T04:30:00.000Z",
      sentAt: "2026-11-03T04:31:00.000Z",
    },
  ],
  signIns: [{ at: "2026-11-25T03:55:00.000Z" }, { at: "2026-11-24T03:55:00.000Z" }],
};

describe("My Data", () => {
  it("shows each part under its heading, dates in the institution's zone, and the way to correct", async () => {
    stubApi({ get: { "/api/candidate/my-data": { success: true, data } } });
    renderApp(<MyDataPage />, { route: "/my-data" });
    expect(await screen.findByRole("heading", { level: 1, name: "My Data" })).toBeInTheDocument();
    await screen.findByRole("heading", { level: 2, name: "Account" });
    for (const name of ["Account", "Consents", "Profile", "Documents", "Applications", "Mails", "Sign-ins"])
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();

    const account = screen.getByRole("region", { name: "Account" });
    expect(within(account).getByText("asha@example.com")).toBeInTheDocument();
    expect(within(account).getByText("Nov 1, 2026, 10:00 AM IST")).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Consents" })).getByText("Agreed to the privacy notice, version 1"),
    ).toBeInTheDocument();
    const profile = screen.getByRole("region", { name: "Profile" });
    expect(within(profile).getByText("XXXX XXXX 9012")).toBeInTheDocument();
    expect(within(profile).getByText("12 College Road, Pune")).toBeInTheDocument();
    expect(within(profile).getByText("Photo is blurred")).toBeInTheDocument();
    const documents = screen.getByRole("region", { name: "Documents" });
    expect(within(documents).getByText(/photo-of-asha/)).toBeInTheDocument();
    expect(within(documents).getByText("20 KB")).toBeInTheDocument();
    const applications = screen.getByRole("region", { name: "Applications" });
    expect(within(applications).getByRole("heading", { name: "PHD001" })).toBeInTheDocument();
    expect(within(applications).getByText("₹1,500.00")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Mails" })).getByText(/PHD001 was received/)).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Sign-ins" })).getAllByRole("listitem")).toHaveLength(2);
    expectLinkTo("your profile", "/profile");
  });

  it("downloads the ZIP with the bearer token under the server's file name", async () => {
    localStorage.setItem("token", "t0ken");
    const api = stubApi({
      get: { "/api/candidate/my-data": { success: true, data } },
      handle: (req) =>
        req.url === EXPORT
          ? {
              status: 200,
              text: "PK",
              headers: {
                "content-type": "application/zip",
                "content-disposition": 'attachment; filename="my-data-2026-11-25.zip"',
              },
            }
          : undefined,
    });
    const { saved, restore } = catchDownloads();
    const { user } = renderApp(<MyDataPage />, { route: "/my-data" });
    await user.click(await screen.findByRole("button", { name: "Download my data (ZIP)" }));
    await waitFor(() => expect(saved).toEqual(["my-data-2026-11-25.zip"]));
    expect(await screen.findByText("Your data was downloaded.")).toBeInTheDocument();
    expect(authorizationSentTo(EXPORT)).toBe("Bearer t0ken");
    expect(api.of("GET", EXPORT)).toHaveLength(1);
    restore();
  });

  it("says so when the data cannot be loaded, with a retry", async () => {
    stubApi({ handle: () => ({ status: 500, body: { success: false, message: "Internal error" } }) });
    renderApp(<MyDataPage />, { route: "/my-data" });
    expect(await screen.findByText("Failed to load your data. Please try again later.")).toBeInTheDocument();
  });
});
