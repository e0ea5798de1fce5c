import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { documentRecord, profileRecord, sectionMeta } from "../../../test/fixtures.ts";
import { expectLinkTo } from "../../../test/lists.ts";
import { stubApi } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { CandidateProfileScreen } from "./candidate-profile-screen.tsx";

const USER_ID = "00000000-0000-4000-8000-00000000c0de";
const PROFILE_ID = "00000000-0000-4000-8000-00000000beef";
const PHOTO_ID = "00000000-0000-4000-8000-0000000000f1";
const URL_OF = `/api/candidate/profile/${USER_ID}`;

/** Personal details verified (with a photo), UG pending, PG never started, entrance sent back. */
function profile() {
  return profileRecord({
    _id: PROFILE_ID,
    userId: USER_ID,
    name: "Asha Rao",
    email: "asha@example.org",
    verificationStatus: { status: "MODIFICATION_REQUESTED" },
    personalDetails: {
      ...sectionMeta({
        verification: { status: "VERIFIED", updatedAt: "2025-01-09T10:00:00.000Z", signedBy: null },
        documents: {
          applicantPhoto: documentRecord({
            _id: PHOTO_ID,
            originalFileName: "photo.png",
            documentType: "applicantPhoto",
            mimeType: "image/png",
            status: "VERIFIED",
            verification: { status: "VERIFIED", updatedAt: null, signedBy: null },
          }),
        },
      }),
      name: "Asha Rao",
      nationality: "Indian",
      category: "OPEN_GENERAL",
      isPhysicallyDisabled: false,
      isEmployed: false,
      isMHStateCandidate: true,
    },
    academicsUG: {
      ...sectionMeta({ documents: { ugMarksheet: documentRecord({ originalFileName: "ug.pdf" }) } }),
      degree: "B.E./ B.Tech",
      institute: "College of Engineering Pune",
    },
    academicsPG: null,
    entranceDetails: {
      ...sectionMeta({
        verification: { status: "MODIFICATION_REQUESTED", updatedAt: null, signedBy: null },
        remarks: "Upload the scorecard",
      }),
      hasNotGivenAnyEntranceExam: true,
      isEligibleForRpet: false,
      givenGate: false,
      givenRpet: false,
      givenNet: false,
    },
  });
}

function renderScreen(api: Parameters<typeof stubApi>[0]) {
  const net = stubApi(api);
  return { ...renderApp(<CandidateProfileScreen userId={USER_ID} />), net };
}

const steps = () => within(screen.getByRole("navigation", { name: "Profile sections" }));
const openSection = () =>
  screen.getAllByRole("region").find((r) => r.checkVisibility?.() !== false && !r.closest("[hidden]")) as HTMLElement;

describe("the admin's candidate profile", () => {
  it("shows whose profile it is, the overall and section statuses, and a way back to the statistics", async () => {
    renderScreen({ get: { [URL_OF]: { success: true, message: "Profile", data: profile() } } });
    expect(await screen.findByTestId("profile-name")).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Candidate Profile" })).toBeVisible();
    expect(screen.getByTestId("profile-name")).toHaveTextContent("Asha Rao");
    expect(screen.getByTestId("profile-email")).toHaveTextContent("asha@example.org");
    expect(screen.getByTestId("profile-id")).toHaveTextContent(PROFILE_ID);
    expect(screen.getByText("Profile status").parentElement).toHaveTextContent("Modification Requested");

    const statuses = within(screen.getByRole("list", { name: "Section statuses" }));
    expect(statuses.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Personal DetailsVerified",
      "UG AcademicsPending",
      "PG AcademicsNot completed",
      "Entrance DetailsModification Requested",
    ]);
    expectLinkTo("Back to Candidate Statistics", "/candidate-statistics");
    // Read-only: no edit or review action anywhere.
    expect(screen.queryByRole("button", { name: /Edit|Save|Verify/ })).toBeNull();
  });

  it("walks the four steps with their completed flags; Back and Next stop at the ends", async () => {
    const { user } = renderScreen({ get: { [URL_OF]: { success: true, message: "Profile", data: profile() } } });
    await screen.findByTestId("profile-id");

    const labels = ["Personal Details", "UG Academics", "PG Academics", "Entrance Details"];
    const flags = ["Completed", "Completed", "Not completed", "Completed"];
    for (const [i, label] of labels.entries()) {
      const step = steps().getByText(label).closest("button") as HTMLElement;
      expect(step).toHaveTextContent(flags[i] as string);
    }
    expect(steps().getAllByTestId("step-check")).toHaveLength(3);

    const back = screen.getByRole("button", { name: "Back" });
    const next = screen.getByRole("button", { name: "Next" });
    expect(screen.getByText("Step 1 of 4")).toBeVisible();
    expect(back).toBeDisabled();
    expect(next).toBeEnabled();
    expect(within(openSection()).getByRole("heading", { name: "Personal Details" })).toBeVisible();
    expect(within(openSection()).getByText("Indian")).toBeVisible();

    await user.click(next);
    expect(screen.getByText("Step 2 of 4")).toBeVisible();
    expect(within(openSection()).getByText("College of Engineering Pune")).toBeVisible();
    await user.click(next);
    expect(within(openSection()).getByRole("heading", { name: "PG Academics" })).toBeVisible();
    expect(within(openSection()).getByText("Not completed")).toBeVisible();
    await user.click(next);
    expect(screen.getByText("Step 4 of 4")).toBeVisible();
    expect(next).toBeDisabled();
    expect(back).toBeEnabled();

    // A step can be opened directly.
    await user.click(steps().getByText("Personal Details"));
    expect(screen.getByText("Step 1 of 4")).toBeVisible();
    expect(back).toBeDisabled();
  });

  it("lists each document with its status and previews it", async () => {
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:photo"), revokeObjectURL: vi.fn() }));
    const { user, net } = renderScreen({
      get: { [URL_OF]: { success: true, message: "Profile", data: profile() } },
      handle: (r) =>
        r.url === `/api/document/file/${PHOTO_ID}`
          ? { status: 200, text: "png", headers: { "content-type": "image/png" } }
          : undefined,
    });
    await screen.findByTestId("profile-id");
    const section = within(openSection());
    expect(section.getByText("photo.png")).toBeVisible();

    await user.click(section.getByRole("button", { name: "Preview Applicant Photo" }));
    const dialog = await screen.findByRole("dialog", { name: "Preview: Applicant Photo" });
    expect(await within(dialog).findByRole("img", { name: "Applicant Photo: photo.png" })).toHaveAttribute(
      "src",
      "blob:photo",
    );
    expect(within(dialog).getByText("Verified")).toBeVisible();
    expect(net.of("GET", `/api/document/file/${PHOTO_ID}`)).toHaveLength(1);
  });

  it("says a missing profile is not found, without a toast or retry", async () => {
    renderScreen({});
    expect(await screen.findByText("Profile not found.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    expect(screen.queryByText("Failed to load profile data. Please try again later.")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to Candidate Statistics" })).toBeVisible();
  });

  it("on a failure shows a toast and an inline error, and loads again on Retry", async () => {
    let fail = true;
    const { user } = renderScreen({
      handle: (r) =>
        r.url === URL_OF
          ? fail
            ? { status: 500, body: { success: false, message: "Internal error" } }
            : { status: 200, body: { success: true, message: "Profile", data: profile() } }
          : undefined,
    });
    expect(await screen.findByText("Failed to load profile data. Please try again later.")).toBeVisible();
    const alert = screen.getByText("Profile not loaded").closest("[role=alert]") as HTMLElement;
    expect(within(alert).getByText("Failed to fetch profile data.")).toBeVisible();

    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByTestId("profile-id")).toHaveTextContent(PROFILE_ID);
    expect(screen.queryByText("Failed to fetch profile data.")).toBeNull();
  });
});
