import { CloseButton } from "@mantine/core";
import { screen } from "@testing-library/react";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { renderApp } from "./test/render.tsx";

describe("the theme", () => {
  it.each([
    ["en", "Close"],
    ["hi", "बंद करें"],
    ["mr", "बंद करा"],
  ])("%s: names an icon-only close button in the language shown", async (language, name) => {
    await i18next.changeLanguage(language);
    try {
      renderApp(<CloseButton />);
      expect(screen.getByRole("button", { name })).toBeVisible();
    } finally {
      await i18next.changeLanguage("en");
    }
  });
});
