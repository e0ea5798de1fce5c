import type { CandidateOffer, EntireApplicationResponse } from "@phd/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import {
  APPLICATION_ID,
  applicationDetail,
  documentRecord,
  profileRecord,
  sectionMeta,
} from "../../../test/fixtures.ts";
import { candidateMerit } from "../../../test/merit-fixtures.ts";
import { stubApi } from "../../../test/network.ts";
import { candidateOffer } from "../../../test/offer-fixtures.ts";
import { renderApp } from "../../../test/render.tsx";
import { CandidateApplicationPage } from "./candidate-application.tsx";

const FLAGGED = "MODIFICATION_REQUESTED";
const flaggedSection = sectionMeta({
  verification: { status: FLAGGED, updatedAt: null, signedBy: null },
  remarks: "Upload the final marksheet",
});

const ENTIRE = `/api/application/entire/${APPLICATION_ID}`;

/** The candidate's page of the application, at its address. */
const renderRoute = () =>
  renderApp(
    <Routes>
      <Route path="/view-candidate-application/:id" element={<CandidateApplicationPage />} />
    </Routes>,
    { route: `/view-candidate-application/${APPLICATION_ID}` },
  );

function renderPage(data: EntireApplicationResponse["data"]) {
  stubApi({ get: { [ENTIRE]: { success: true, data } } });
  return renderRoute();
}

describe("the candidate's application page while changes are requested (issue 30)", () => {
  it("only a profile section flagged: sends the candidate to the profile and offers no reapply", async () => {
    renderPage({
      application: applicationDetail({ verificationStatus: FLAGGED, verificationField: { status: FLAGGED } }),
      profile: profileRecord({ verificationStatus: { status: FLAGGED }, academicsPG: flaggedSection }),
    });
    expect(await screen.findByRole("region", { name: "Changes requested" })).toHaveTextContent(
      "There is nothing to reapply.",
    );
    expect(screen.getByRole("link", { name: "Fix PG Academics in your profile" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Reapply" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reapply" })).toBeNull();
  });

  it("the application's own SOP flagged: offers the reapply", async () => {
    renderPage({
      application: applicationDetail({
        verificationStatus: FLAGGED,
        verificationField: { status: FLAGGED },
        requiredDocuments: {
          statementOfPurpose: documentRecord({ documentType: "SOP_COMPUTER_REGULAR", status: FLAGGED }),
        },
      }),
      profile: profileRecord(),
    });
    expect(await screen.findByRole("region", { name: "Changes requested" })).toHaveTextContent("below, then reapply.");
    expect(screen.getByRole("region", { name: "Reapply" })).toBeVisible();
  });
});

/** The candidate's line of a provisional list: ranked first, an open seat, objections open. */
const merit = candidateMerit();

describe("the candidate's application page once a merit list is published (issue 25)", () => {
  it("shows the candidate's line of the list and the objection form", async () => {
    renderPage({
      application: applicationDetail({ verificationStatus: "VERIFIED", merit }),
      profile: profileRecord(),
    });
    const card = await screen.findByRole("region", { name: "Merit list" });
    expect(card).toHaveTextContent("Provisional list");
    expect(card).toHaveTextContent("Composite score78.50");
    expect(screen.getByRole("heading", { name: "Raise an objection" })).toBeVisible();
  });

  it("shows no merit card before a list is published", async () => {
    renderPage({ application: applicationDetail({ merit: null }), profile: profileRecord() });
    expect(await screen.findByText("PHD0042")).toBeVisible();
    expect(screen.queryByRole("region", { name: "Merit list" })).toBeNull();
  });
});

/** An offer of an OBC seat, not answered yet (issue 26). */
const offered = candidateOffer();

describe("the candidate's application page once an offer is made (issue 26)", () => {
  it("shows the offer card first, and reloads the application after an answer", async () => {
    const declined: CandidateOffer = { ...offered, state: "DECLINED", mayAnswer: false, answeredAt: offered.offeredAt };
    let offer = offered;
    const api = stubApi({
      handle: (req) => {
        if (req.method === "GET" && req.url === ENTIRE) {
          const data = {
            application: applicationDetail({ verificationStatus: "VERIFIED", merit, offer }),
            profile: profileRecord(),
          };
          return { status: 200, body: { success: true, data } };
        }
        if (req.method !== "POST") return undefined;
        offer = declined;
        return { status: 200, body: { success: true, message: "Offer declined.", data: declined } };
      },
    });
    const { user } = renderRoute();
    const card = within(await screen.findByRole("region", { name: "Offer of admission" }));
    const regions = screen.getAllByRole("region").map((r) => r.getAttribute("aria-labelledby"));
    expect(regions.indexOf(card.getByRole("heading", { level: 2 }).id)).toBe(0);
    expect(card.getByText("Allotted seat").nextElementSibling).toHaveTextContent("OBC");

    await user.click(card.getByRole("button", { name: "Decline the offer" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Decline the offer" }));
    expect(await screen.findByText("Offer declined.")).toBeVisible();
    await waitFor(() => expect(api.of("GET", ENTIRE)).toHaveLength(2));
    expect(card.getByTestId("offer-state")).toHaveTextContent("Declined");
  });
});
