// The constants feature's public face.
export { constantKeys, useAdmissionsOpen, useWebsiteHeading } from "./api.ts";
