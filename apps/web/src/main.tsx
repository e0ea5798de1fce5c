// Mantine's base styles; each component's own come with the chunk that uses it (decision 051,
// build/mantine-styles.ts). All in `@layer mantine`, so theme.css wins over them.
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/notifications/styles.layer.css";
// Devanagari on every screen (decision 035): Noto Sans Devanagari, self-hosted; each face has a
// unicode-range, so a page downloads it only when it shows Devanagari (Hindi, Marathi, the switcher).
import "@fontsource/noto-sans-devanagari/400.css";
import "@fontsource/noto-sans-devanagari/700.css";
import "./theme.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "./app/provider.tsx";
import { AppRouter } from "./app/router.tsx";
import { startI18n } from "./lib/i18n.ts";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The language's first catalogue before the first paint (none for English): no page flashes English.
await startI18n();
// `npm run dev` serves Mantine pre-bundled, where the build's per-component plugin does not reach:
// there, all of Mantine's (layered) styles. Dropped from the build.
if (import.meta.env.DEV) await import("@mantine/core/styles.layer.css");
// The first render as a transition: React renders it in slices of a few milliseconds and lets the
// browser handle input between them, instead of one long task that a slow phone cannot interrupt
// (Lighthouse's simulated phone: total blocking time of the home 680–960 → 210–390 ms; decision 050).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
