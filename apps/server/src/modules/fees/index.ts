export { feeRoutes } from "./routes.ts";
export { type VerdictCondition, verifyFeeIf } from "./service.ts";
