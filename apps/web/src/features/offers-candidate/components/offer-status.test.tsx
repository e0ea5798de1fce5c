import type { CandidateOffer } from "@phd/shared";
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../../test/network.ts";
import { acceptedOffer, admissionFee, candidateOffer } from "../../../test/offer-fixtures.ts";
import { renderApp } from "../../../test/render.tsx";
import { OfferStatus } from "./offer-status.tsx";

afterEach(() => vi.useRealTimers());

describe("the offer on the candidate's list of applications", () => {
  it.each<{ name: string; offer: CandidateOffer; badge: string; next: string | null }>([
    {
      name: "offered",
      offer: candidateOffer(),
      badge: "Offer: Offered",
      next: "Answer by Dec 8, 2099, 6:00 PM IST",
    },
    {
      name: "accepted, fee due",
      offer: acceptedOffer(),
      badge: "Offer: Accepted",
      next: "Enter the admission fee payment",
    },
    {
      name: "accepted, fee sent",
      offer: acceptedOffer({ mayPayFee: false, admissionFee: admissionFee() }),
      badge: "Offer: Accepted",
      next: "Admission fee being verified",
    },
    {
      name: "admitted",
      offer: acceptedOffer({ state: "ADMITTED", mayPayFee: false, mayWithdraw: false }),
      badge: "Offer: Admitted",
      next: null,
    },
    {
      name: "declined",
      offer: candidateOffer({ state: "DECLINED", mayAnswer: false }),
      badge: "Offer: Declined",
      next: null,
    },
  ])("$name", ({ offer, badge, next }) => {
    stubApi();
    renderApp(<OfferStatus offer={offer} prefixed />);
    expect(screen.getByTestId("offer-state")).toHaveTextContent(badge);
    const status = screen.getByTestId("offer-status");
    expect(status.textContent).toBe(badge + (next ?? ""));
  });

  it("reads lapsed the moment the deadline passes", () => {
    vi.useFakeTimers({ now: new Date("2099-12-08T12:29:00.000Z") });
    stubApi();
    renderApp(<OfferStatus offer={candidateOffer()} />);
    expect(screen.getByTestId("offer-state")).toHaveTextContent(/^Offered$/);
    act(() => vi.advanceTimersByTime(61_000));
    expect(screen.getByTestId("offer-status")).toHaveTextContent(/^Lapsed \(not answered in time\)$/);
  });
});
