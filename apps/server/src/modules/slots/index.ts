export { slotRoutes } from "./routes.ts";
export { candidateSlots, mailAttachments } from "./service.ts";
