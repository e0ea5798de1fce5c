import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./theme.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProvider } from "./app/provider.tsx";
import { AppRouter } from "./app/router.tsx";
import { startI18n } from "./lib/i18n.ts";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The language's first catalogue before the first paint (none for English): no page flashes English.
await startI18n();
createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
