/**
 * The write paths after the reads: a 1 MB section save, a surge of submissions with 1 MB files
 * (health measured meanwhile), the account section's CSV export and a sign-in storm (health and
 * a public read measured during it). Each gives its rows of the table.
 */
import { feeReceiptDocumentKey, sopDocumentKey } from "@phd/shared";
import { DEMO_CANDIDATE_PASSWORD } from "../apps/server/src/cli/demo-credentials.ts";
import { load, multipart, paced, pdfOfSize, rssSampler } from "./lib.ts";
import { bearer, CONNECTIONS, DURATION, MB, SURGE_SECONDS } from "./run-config.ts";
import type { Row } from "./run-report.ts";

/** 200 saves of the UG section with a 1 MB marksheet, each by one of the editors (`tokens`). */
export async function timeProfileSave(port: number, tokens: string[], pid: number | undefined): Promise<Row> {
  const form = multipart({ degree: "B.E./ B.Tech", institute: "College of Engineering", cgpa: "8.1" }, [
    { field: "ugMarksheet", name: "marksheet.pdf", content: pdfOfSize(MB) },
    { field: "ugDegreeCertificate", name: "degree.pdf", content: pdfOfSize(20_000) },
  ]);
  const result = await load({
    port,
    connections: Math.min(CONNECTIONS, tokens.length),
    amount: 200,
    request: {
      method: "PATCH",
      path: "/api/candidate/profile/academic-details-ug",
      headers: { "content-type": form.contentType },
      body: form.body,
    },
    next: (i) => ({ headers: bearer(tokens[i % tokens.length] ?? "") }),
    pid,
  });
  return {
    endpoint: "PATCH profile-save (1 MB)",
    portal: result,
    budget: "0 errors",
    met: result.errors === 0,
  };
}

/** The submissions of `submitters`, each to a department it has not applied to yet. */
export async function timeSubmissionSurge(
  port: number,
  submitters: { department: string; token: string }[],
  pid: number | undefined,
): Promise<Row[]> {
  const rows: Row[] = [];
  const sop = pdfOfSize(MB);
  const receipt = pdfOfSize(50_000);
  const bodies = submitters.map((s, i) => {
    const form = multipart(
      {
        department: s.department,
        applicationType: "REGULAR",
        utrDuNumber: `BENCH${Date.now()}${String(i).padStart(4, "0")}`,
        amount: "1500",
        transactionTime: new Date(Date.now() - 86_400_000).toISOString(),
        bankName: "State Bank of India",
      },
      [
        { field: sopDocumentKey(s.department, "REGULAR"), name: "sop.pdf", content: sop },
        { field: feeReceiptDocumentKey(s.department, "REGULAR"), name: "receipt.pdf", content: receipt },
      ],
    );
    return { ...form, token: s.token };
  });
  // They arrive evenly over the minute while a monitor asks for health five at a time: what
  // a deadline's last minute looks like from the load balancer.
  const health = load({
    port,
    connections: 5,
    duration: SURGE_SECONDS,
    request: { path: "/api/health" },
  });
  const result = await paced({
    port,
    count: bodies.length,
    seconds: SURGE_SECONDS,
    request: (i) => {
      const b = bodies[i] ?? bodies[0];
      return {
        method: "POST",
        path: "/api/application",
        headers: { ...bearer(b?.token ?? ""), "content-type": b?.contentType ?? "" },
        body: b?.body,
      };
    },
    pid,
  });
  const healthDuring = await health;
  rows.push({
    endpoint: `POST submission surge (${bodies.length} in ${SURGE_SECONDS} s, 1 MB)`,
    portal: result,
    budget: "0 errors, RSS ≤ 400 MB",
    met: result.errors === 0 && result.peakRssMb <= 400,
  });
  rows.push({
    endpoint: "GET health during the surge",
    portal: healthDuring,
    budget: "p99 ≤ 20 ms",
    met: healthDuring.requests > 0 && healthDuring.p99 <= 20 && healthDuring.errors === 0,
  });
  return rows;
}

/**
 * The account section's CSV of every application of the current round, read as a client would
 * (streamed, lines counted as they arrive), with the portal's peak RSS meanwhile. The budget is
 * issue 29's: 300,000 rows in 15 s or less (scaled to the rows there are), RSS ≤ 300 MB.
 */
export async function timeCsvExport(port: number, token: string, pid: number | undefined): Promise<Row> {
  const sampler = rssSampler(pid);
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}/api/fee-details/export.csv`, { headers: bearer(token) });
  let newlines = 0;
  for await (const chunk of res.body ?? []) for (const byte of chunk as Uint8Array) if (byte === 10) newlines++;
  const ms = Math.round(performance.now() - started);
  const peakRssMb = sampler.stop();
  const lines = Math.max(0, newlines - 1); // the header line
  const secondsPer300k = lines ? (ms / 1000) * (300_000 / lines) : Number.POSITIVE_INFINITY;
  const errors = res.status === 200 ? 0 : 1;
  return {
    endpoint: `GET fee CSV export (${lines} rows)`,
    portal: {
      requests: 1,
      rps: Math.round((lines / ms) * 1000),
      p50: ms,
      p95: ms,
      p99: ms,
      errors,
      statusCodes: { [res.status]: 1 },
      peakRssMb,
    },
    budget: "≤ 15 s per 300,000 rows, RSS ≤ 300 MB",
    met: errors === 0 && secondsPer300k <= 15 && peakRssMb <= 300,
    note: `${(ms / 1000).toFixed(1)} s, ${Math.round(secondsPer300k * 10) / 10} s per 300,000 rows (req/s column: rows per second)`,
  };
}

/** Sign-ins of `emails` in turn, each from its own address, with health and constants read meanwhile. */
export async function timeSignInStorm(port: number, emails: string[], pid: number | undefined): Promise<Row[]> {
  const rows: Row[] = [];
  const storm = load({
    port,
    connections: CONNECTIONS,
    duration: DURATION,
    request: { method: "POST", path: "/api/candidate/login", headers: { "content-type": "application/json" } },
    next: (i) => ({
      headers: { "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
      body: JSON.stringify({ email: emails[i % emails.length], password: DEMO_CANDIDATE_PASSWORD }),
    }),
    pid,
  });
  await new Promise((r) => setTimeout(r, 1000));
  const [health, constants] = await Promise.all([
    load({ port, connections: 5, duration: DURATION - 2, request: { path: "/api/health" } }),
    load({ port, connections: 5, duration: DURATION - 2, request: { path: "/api/constant" } }),
  ]);
  const signIn = await storm;
  rows.push({ endpoint: "POST sign-in storm", portal: signIn, budget: "0 errors", met: signIn.errors === 0 });
  for (const [name, r] of [
    ["health", health],
    ["constants", constants],
  ] as const)
    rows.push({
      endpoint: `GET ${name} during the storm`,
      portal: r,
      budget: "p99 ≤ 20 ms",
      met: r.requests > 0 && r.p99 <= 20 && r.errors === 0,
    });
  return rows;
}
