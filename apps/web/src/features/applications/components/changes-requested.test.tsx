import type { EntireApplicationResponse, ProfileRecord } from "@phd/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { documentRecord, flaggedApplication, sectionMeta } from "../../../test/fixtures.ts";
import { expectLinkTo } from "../../../test/lists.ts";
import { renderApp } from "../../../test/render.tsx";
import { ChangesRequested } from "./changes-requested.tsx";

const NOW = "2025-01-10T10:00:00.000Z";
const FLAGGED = "MODIFICATION_REQUESTED";

/** Nothing flagged unless asked: the SOP, the fee payment and profile parts as given. */
function entire({
  sopStatus = "VERIFIED",
  feeStatus = "VERIFIED",
  profile = {},
}: {
  sopStatus?: "VERIFIED" | typeof FLAGGED;
  feeStatus?: "VERIFIED" | typeof FLAGGED;
  profile?: Partial<ProfileRecord>;
} = {}): EntireApplicationResponse["data"] {
  return flaggedApplication({
    application: {
      requiredDocuments: {
        statementOfPurpose: documentRecord({
          documentType: "SOP_COMPUTER_REGULAR",
          status: sopStatus,
          remarks: sopStatus === FLAGGED ? "The scan is blurry" : null,
        }),
      },
    },
    feeDetails: {
      verification: { status: feeStatus, signedBy: null },
      remarks: feeStatus === FLAGGED ? "The UTR does not match the bank statement" : null,
    },
    profile,
  });
}

describe("the Changes requested panel", () => {
  it("is absent when nothing is flagged", () => {
    renderApp(<ChangesRequested data={entire()} />);
    expect(screen.queryByRole("heading", { name: "Changes requested" })).toBeNull();
  });

  it("lists each flagged application item and profile part with its remarks, linking profile parts to their section", () => {
    const data = entire({
      sopStatus: FLAGGED,
      feeStatus: FLAGGED,
      profile: {
        verificationStatus: { status: FLAGGED },
        personalDetails: {
          ...sectionMeta({
            verification: { status: FLAGGED, updatedAt: NOW, signedBy: null },
            remarks: "Date of birth does not match the certificate",
            documents: {
              applicantPhoto: documentRecord({
                documentType: "applicantPhoto",
                status: FLAGGED,
                remarks: "Photo is not recent",
              }),
            },
          }),
          name: "Asha Rao",
        },
        academicsUG: {
          ...sectionMeta({
            documents: { ugMarksheet: documentRecord({ status: FLAGGED, remarks: null }) },
          }),
        },
        academicsPG: { ...sectionMeta({ verification: { status: "VERIFIED", updatedAt: NOW, signedBy: null } }) },
      },
    });
    renderApp(<ChangesRequested data={data} />);
    expect(screen.getByRole("heading", { name: "Changes requested" })).toBeVisible();

    const own = screen.getByRole("list", { name: "Flagged in This application" });
    expect(own).toHaveTextContent("Statement of Purpose: The scan is blurry");
    const fee = within(own).getByText("Fee details").closest("li");
    expect(fee).toHaveTextContent("Fee details: The UTR does not match the bank statement");
    expect(fee).toHaveTextContent("Correct the fee details below and reapply.");
    expect(own).not.toHaveTextContent("Application Fee Receipt");

    const personal = screen.getByRole("list", { name: "Flagged in Profile: Personal Details" });
    expect(within(personal).getAllByRole("listitem")).toHaveLength(2);
    expect(personal).toHaveTextContent("Section details: Date of birth does not match the certificate");
    expect(personal).toHaveTextContent("Photo is not recent");
    expectLinkTo("Fix Personal Details in your profile", "/profile?section=personalDetails");

    const ug = screen.getByRole("list", { name: "Flagged in Profile: UG Academics" });
    expect(ug).toHaveTextContent("no remarks given");
    expectLinkTo("Fix UG Academics in your profile", "/profile?section=academicsUG");
    expect(screen.queryByRole("list", { name: /PG Academics/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Open your profile" })).toBeNull();
  });

  it("sends the candidate to the profile when only the profile as a whole is flagged", () => {
    renderApp(<ChangesRequested data={entire({ profile: { verificationStatus: { status: FLAGGED } } })} />);
    expectLinkTo("Open your profile", "/profile");
  });

  it.each<[string, Parameters<typeof entire>[0], RegExp, boolean]>([
    [
      // Saving the section sends it back for review and the application's status follows: no reapply.
      "only a profile section",
      { profile: { academicsPG: sectionMeta({ verification: { status: FLAGGED, updatedAt: NOW, signedBy: null } }) } },
      /^A reviewer asked for changes to your profile\. Fix the items below in your profile and save each section: .*There is nothing to reapply\.$/,
      false,
    ],
    [
      "only the application's SOP",
      { sopStatus: FLAGGED },
      /^A reviewer asked for changes to this application\. Replace its flagged documents .* then reapply\.$/,
      true,
    ],
    [
      "a profile section and the fee details",
      {
        feeStatus: FLAGGED,
        profile: { academicsPG: sectionMeta({ verification: { status: FLAGGED, updatedAt: NOW, signedBy: null } }) },
      },
      /your profile and to this application\. Fix the profile items in your profile first; then .* and reapply\.$/,
      true,
    ],
  ])("says what to do when %s is flagged", (_name, flags, intro, reapply) => {
    renderApp(<ChangesRequested data={entire(flags)} />);
    const panel = screen.getByRole("region", { name: "Changes requested" });
    const text = within(panel).getByText(/^A reviewer asked for changes/);
    expect(text).toHaveTextContent(intro);
    expect(/reapply\.$/.test(text.textContent ?? "") && !/nothing to reapply/.test(text.textContent ?? "")).toBe(
      reapply,
    );
  });

  it("shows the account section's fee remarks, telling the candidate to correct the fee details and reapply", () => {
    renderApp(<ChangesRequested data={entire({ feeStatus: FLAGGED })} />);
    const own = screen.getByRole("list", { name: "Flagged in This application" });
    const items = within(own).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent("Fee details: The UTR does not match the bank statement");
    expect(items[0]).toHaveTextContent("Correct the fee details below and reapply.");
  });
});
