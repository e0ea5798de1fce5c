// CI's dependency check: `npm audit --omit=dev` fails the run on any high or critical advisory in
// what the portal ships. When the registry's advisory service cannot be reached (a mirror that
// only serves packages answers 405), the check says so plainly and does not pass silently as
// "0 vulnerabilities"; it cannot fail the run for advisories it could not read (decision 018).
import { spawnSync } from "node:child_process";
import { root } from "./lib.mjs";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { cwd: root, encoding: "utf8", shell: false });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no report (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const why = report.message ?? report.error?.summary ?? "no advisory data";
  console.warn(`npm audit NOT CHECKED: the advisory service could not be read (${why}).`);
  process.exit(0);
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.info(
  `npm audit --omit=dev: ${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
);
if (serious > 0) {
  for (const [name, v] of Object.entries(report.vulnerabilities ?? {}))
    if (v.severity === "high" || v.severity === "critical") console.error(`  ${v.severity}: ${name} (${v.range})`);
  process.exit(1);
}
