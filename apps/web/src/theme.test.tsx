import { CloseButton } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chooseLanguage } from "./lib/i18n.ts";
import { renderApp } from "./test/render.tsx";

describe("the theme", () => {
  it.each([
    ["en", "Close"],
    ["hi", "बंद करें"],
    ["mr", "बंद करा"],
  ] as const)("%s: names an icon-only close button in the language shown", async (language, name) => {
    await chooseLanguage(language, { byUser: false });
    try {
      renderApp(<CloseButton />);
      expect(screen.getByRole("button", { name })).toBeVisible();
    } finally {
      await chooseLanguage("en", { byUser: false });
    }
  });
});
