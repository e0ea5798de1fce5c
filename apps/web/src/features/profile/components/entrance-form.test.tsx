import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { stubNetwork } from "../../../test/network.ts";
import { renderApp } from "../../../test/render.tsx";
import { EntranceForm } from "./entrance-form.tsx";
import { UgForm } from "./ug-form.tsx";

function renderEntrance() {
  stubNetwork();
  const view = renderApp(<EntranceForm data={null} onSaved={() => {}} />);
  return { ...view, section: screen.getByRole("region", { name: "Entrance Details" }) };
}

describe("the entrance details form, the last step (issue 30)", () => {
  it("the last step offers Save only: nothing follows it to continue to", () => {
    const { section } = renderEntrance();
    expect(within(section).getByRole("button", { name: "Save" })).toBeVisible();
    expect(within(section).queryByRole("button", { name: /Continue/ })).toBeNull();
  });

  it("an earlier step still offers Save & Continue", () => {
    stubNetwork();
    renderApp(<UgForm data={null} onSaved={() => {}} />);
    const section = screen.getByRole("region", { name: "UG Academics" });
    expect(within(section).getByRole("button", { name: "Save & Continue" })).toBeVisible();
  });
});
