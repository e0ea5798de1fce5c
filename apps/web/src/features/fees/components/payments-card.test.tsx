import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../test/render.tsx";
import { PaymentsCard } from "./payments-card.tsx";

describe("Payments on the account section's home", () => {
  it("links to the fee list filtered to what needs attention", () => {
    renderApp(<PaymentsCard />);
    const links = within(screen.getByRole("region", { name: "Payments" })).getAllByRole("link");
    expect(Object.fromEntries(links.map((a) => [a.textContent, a.getAttribute("href")]))).toEqual({
      "Waiting for verification": "/fee-details?verificationStatus=PENDING",
      "Modification requested": "/fee-details?verificationStatus=MODIFICATION_REQUESTED",
      "Duplicate UTRs": "/fee-details?duplicatesOnly=true",
    });
  });
});
