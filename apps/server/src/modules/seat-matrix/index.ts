export { departmentSeats } from "./queries.ts";
export { seatMatrixRoutes } from "./routes.ts";
export { roundReservation, roundSelectionRules } from "./service.ts";
