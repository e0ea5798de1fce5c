// Bounded load on a local server: N concurrent admin sign-ins (argon2id) while /api/health is
// polled. Reports p50/p95 of both. Usage: node bench/login-load.mjs [baseUrl] [mis] [password]
const [base = "http://127.0.0.1:3000", mis = "admin", password = "wrong-password"] = process.argv.slice(2);
const LOGINS = 200;
const CONCURRENCY = 8;

const pct = (xs, p) => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const timed = async (fn) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

const loginTimes = [];
const healthTimes = [];
let done = false;
const poll = (async () => {
  while (!done) {
    healthTimes.push(await timed(() => fetch(`${base}/api/health`).then((r) => r.text())));
    await new Promise((r) => setTimeout(r, 20));
  }
})();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < LOGINS) {
      next += 1;
      loginTimes.push(
        await timed(() =>
          fetch(`${base}/api/admin/login`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-forwarded-for": `10.0.0.${next % 250}` },
            body: JSON.stringify({ mis, password }),
          }).then((r) => r.text()),
        ),
      );
    }
  }),
);
done = true;
await poll;
console.info(
  `logins: ${loginTimes.length}, p50 ${pct(loginTimes, 50).toFixed(1)} ms, p95 ${pct(loginTimes, 95).toFixed(1)} ms`,
);
console.info(
  `health during load: ${healthTimes.length}, p50 ${pct(healthTimes, 50).toFixed(1)} ms, p95 ${pct(healthTimes, 95).toFixed(1)} ms`,
);
