// The shortlist (issue 24, item 4): what routes and other features may use.

export { shortlistKeys, useShortlist, useShortlistDecision, useShortlistMessages } from "./api.ts";
export { ShortlistScreen } from "./components/shortlist-screen.tsx";
