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

/**
 * Review notices and offer updates gather this long before their e-mail goes (REVIEW_MAIL_DELAY_SECONDS):
 * a journey's several actions make one e-mail; tests move the server's clock past it (support/clock.ts).
 */
export const REVIEW_MAIL_DELAY_SECONDS = 60;
