import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CANDIDATE_ID, sectionMeta } from "../../../test/fixtures.ts";
import { stubApi } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import type { PersonalDetailsData } from "../api.ts";
import { AadhaarRevealScope } from "./aadhaar-value.tsx";
import { SectionView } from "./section-view.tsx";

const personal: PersonalDetailsData = {
  ...sectionMeta(),
  name: "Asha Rao",
  dob: "1995-04-02",
  gender: "Female",
  nationality: "Indian",
  address: "12 College Road, Pune",
  category: "OPEN_GENERAL",
  aadhaarMasked: "XXXX XXXX 9012",
};
const REVEAL_URL = `/api/candidate/profile/${CANDIDATE_ID}/aadhaar/reveal`;

/** The "Aadhaar Number" value of the section's list. */
function aadhaarValue() {
  const label = screen.getByText("Aadhaar Number");
  return label.nextElementSibling as HTMLElement;
}

describe("the Aadhaar number in a profile section (decision 020)", () => {
  it("shows the candidate only the masked number, with nothing to reveal", () => {
    const net = stubApi();
    renderApp(<SectionView section="personalDetails" data={personal} />);
    expect(aadhaarValue()).toHaveTextContent("XXXX XXXX 9012");
    expect(screen.queryByRole("button", { name: /Reveal/ })).toBeNull();
    expect(net.sent.filter((r) => r.url === REVEAL_URL)).toHaveLength(0);
  });

  it("on a staff screen, Reveal asks the server and shows the full number in place of the masked one", async () => {
    const net = stubApi({
      handle: (req) =>
        req.method === "POST" && req.url === REVEAL_URL
          ? { status: 200, body: { success: true, message: "Revealed", data: { addharNumber: "123456789012" } } }
          : undefined,
    });
    const { user } = renderApp(
      <AadhaarRevealScope userId={CANDIDATE_ID}>
        <SectionView section="personalDetails" data={personal} />
      </AadhaarRevealScope>,
    );
    expect(aadhaarValue()).toHaveTextContent("XXXX XXXX 9012");
    const button = within(aadhaarValue()).getByRole("button", { name: "Reveal Aadhaar number" });
    button.focus();
    await user.keyboard("{Enter}");

    expect(await within(aadhaarValue()).findByText("123456789012")).toBeVisible();
    expect(aadhaarValue()).not.toHaveTextContent("XXXX");
    expect(screen.queryByRole("button", { name: /Reveal/ })).toBeNull();
    expect(net.of("POST", REVEAL_URL)).toHaveLength(1);
  });

  it("says why when the server refuses, and keeps the number masked", async () => {
    stubApi({
      handle: (req) =>
        req.method === "POST" ? { status: 404, body: { success: false, message: "Profile not found." } } : undefined,
    });
    const { user } = renderApp(
      <AadhaarRevealScope userId={CANDIDATE_ID}>
        <SectionView section="personalDetails" data={personal} />
      </AadhaarRevealScope>,
    );
    await user.click(screen.getByRole("button", { name: "Reveal Aadhaar number" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Profile not found.");
    expect(aadhaarValue()).toHaveTextContent("XXXX XXXX 9012");
  });
});
