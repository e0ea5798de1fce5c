// The seat matrix (issue 24, decision 028): what routes and other features may use.
export { seatMatrixKeys, useSeatMatrix } from "./api.ts";
