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

  it("flags 'GATE Qualified' left empty when the field is left, like every field of the form", async () => {
    const { user, section } = renderEntrance();
    await user.click(within(section).getByRole("checkbox", { name: "GATE" }));

    const qualified = within(section).getByRole("combobox", { name: /^GATE Qualified/ });
    await user.click(qualified);
    await user.keyboard("{Escape}");
    await user.tab();
    expect(await within(section).findByText("Please choose Yes or No")).toBeVisible();
    expect(qualified).toHaveAttribute("aria-invalid", "true");

    // The same for a text field left empty, and an answer clears the flag.
    await user.click(within(section).getByRole("textbox", { name: /^GATE Score/ }));
    await user.tab();
    expect(await within(section).findByText("GATE score must be a number")).toBeVisible();
    await user.click(qualified);
    await user.click(await screen.findByRole("option", { name: "Yes" }));
    expect(within(section).queryByText("Please choose Yes or No")).toBeNull();
  });
});
