// Test and interview slots (issue 24, item 5): what routes and other features may use.

export { callLetterUrl, slotKeys, useDownloadCallLetter, useSlotMessages, useSlots } from "./api.ts";
export { SLOTS_TITLE, SlotsScreen } from "./components/slots-screen.tsx";
