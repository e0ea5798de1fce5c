import type { EntireApplicationResponse } from "@phd/shared";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import {
  APPLICATION_ID,
  applicationDetail,
  documentRecord,
  profileRecord,
  sectionMeta,
} from "../../../test/fixtures.ts";
import { stubApi } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { CandidateApplicationPage } from "./candidate-application.tsx";

const FLAGGED = "MODIFICATION_REQUESTED";
const flaggedSection = sectionMeta({
  verification: { status: FLAGGED, updatedAt: null, signedBy: null },
  remarks: "Upload the final marksheet",
});

function renderPage(data: EntireApplicationResponse["data"]) {
  stubApi({ get: { [`/api/application/entire/${APPLICATION_ID}`]: { success: true, data } } });
  return renderApp(
    <Routes>
      <Route path="/view-candidate-application/:id" element={<CandidateApplicationPage />} />
    </Routes>,
    { route: `/view-candidate-application/${APPLICATION_ID}` },
  );
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
