import type { ApplicationSummary } from "@phd/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { applicationSummary, candidateShortlist, roundId } from "../../../test/fixtures.ts";
import { expectShownIn } from "../../../test/lists.ts";
import { fakeMatchMedia } from "../../../test/media.ts";
import { stubApi } from "../../../test/network.ts";
import { acceptedOffer } from "../../../test/offer-fixtures.ts";
import { renderApp } from "../../../test/render.tsx";
import { MyApplicationsPage } from "./my-applications.tsx";

const round = { id: roundId(2), name: "PhD Admissions 2026-27, Round 1", isClosed: false };
/** An accepted offer whose admission fee is still to be entered (issue 26). */
const offer = acceptedOffer();
const applications: ApplicationSummary[] = [
  applicationSummary(1, {
    verificationStatus: "VERIFIED",
    round,
    shortlist: candidateShortlist(),
    offer,
  }),
  applicationSummary(2, {
    department: "Physics",
    verificationStatus: "VERIFIED",
    round,
    shortlist: candidateShortlist({
      decision: "NOT_SHORTLISTED",
      label: "Not shortlisted",
      reason: "Below the cut-off",
    }),
  }),
  applicationSummary(3, { round, shortlist: null }),
];

function renderPage() {
  stubApi({ get: { "/api/application": { success: true, applications, isWorkingProfessional: false } } });
  return renderApp(<MyApplicationsPage />, { route: "/applications" });
}

describe("My Applications with the shortlist decisions (issue 24)", () => {
  it("each card names the round and shows the decision, with the reason when not shortlisted", async () => {
    vi.stubGlobal(
      "matchMedia",
      fakeMatchMedia((q) => q.includes("47.99em")),
    );
    renderPage();
    const first = within((await screen.findByText("PHD001")).closest(".mantine-Card-root") as HTMLElement);
    expectShownIn((await screen.findByText("PHD001")).closest(".mantine-Card-root"), [
      "PhD Admissions 2026-27, Round 1",
      "Shortlisted for the entrance test",
    ]);
    expect(first.getByText("Offer of admission").nextElementSibling).toHaveTextContent(
      "AcceptedEnter the admission fee payment",
    );

    expectShownIn(screen.getByText("PHD002").closest(".mantine-Card-root"), [
      "Not shortlisted",
      "Reason: Below the cut-off",
    ]);

    const third = within(screen.getByText("PHD003").closest(".mantine-Card-root") as HTMLElement);
    expect(third.queryByTestId("shortlist-badge")).toBeNull();
    expect(third.getByText("PhD Admissions 2026-27, Round 1")).toBeVisible();
  });

  it("the table shows the round under the department and the decision under the status", async () => {
    renderPage();
    expectShownIn((await screen.findByText("PHD001")).closest("tr"), [
      "PhD Admissions 2026-27, Round 1",
      "Shortlisted for the entrance test",
      "Offer: Accepted",
    ]);
    expect(within(screen.getByText("PHD003").closest("tr") as HTMLElement).queryByTestId("shortlist-badge")).toBeNull();
  });
});
