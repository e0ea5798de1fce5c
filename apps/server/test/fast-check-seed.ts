import fc from "fast-check";

/**
 * Every property test draws the same inputs on every run, so the gate is deterministic: a failure
 * comes back when the run is repeated, and its report names the seed and the input. A soak draws
 * others: `FC_SEED=random` (or a number) with the test command (docs/testing.md).
 */
const chosen = process.env.FC_SEED;
const seed = chosen === "random" ? Math.floor(Math.random() * 2 ** 31) : Number(chosen || 20_261_207);
if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be a whole number or "random", not ${chosen}`);
if (chosen === "random") console.info(`fast-check seed: ${seed}`);
fc.configureGlobal({ seed });
