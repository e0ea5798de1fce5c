import path from "node:path";

export const workDir = process.env.E2E_WORK_DIR ?? "/tmp/phd-e2e";
export const mailDir = path.join(workDir, "mail");

/** The bootstrap admin the e2e server starts with (ADMIN_* variables). */
export const ADMIN = {
  mis: "E2EADMIN",
  password: "e2e-admin-password",
  email: "e2e-admin@example.edu",
  name: "E2E Admin",
};
