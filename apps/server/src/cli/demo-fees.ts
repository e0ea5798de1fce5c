import {
  type ApplicationType,
  feeVerifiedRemark,
  type PersonalDetailsValue,
  type VerificationStatus,
} from "@phd/shared";
import { between, MIN, WINDOW_MS } from "./demo-clock.ts";
import type { Rng } from "./demo-files.ts";
import { PENDING_REVIEW, type Review } from "./demo-reviews.ts";
import type { StaffSet } from "./demo-staff.ts";

const BANKS = [
  ["State Bank of India", "SBIN"],
  ["HDFC Bank", "HDFC"],
  ["ICICI Bank", "ICIC"],
  ["Bank of Maharashtra", "MAHB"],
  ["Axis Bank", "UTIB"],
  ["Punjab National Bank", "PUNB"],
  ["Bank of Baroda", "BARB"],
  ["Canara Bank", "CNRB"],
  ["Union Bank of India", "UBIN"],
] as const;
const FEE_MODIFICATION_REMARKS = [
  "The UTR number does not match the bank statement.",
  "The amount paid is less than the application fee.",
  "The receipt is unreadable; please upload it again.",
];

export interface FeeContext {
  staff: Pick<StaffSet, "accounts" | "admin">;
  duplicateUtrRate: number;
  /** Recent (candidate number, UTR) pairs a duplicate copies from. */
  recentUtrs: { n: number; utr: string }[];
}

/** The fee details an application gives. */
export interface FeePayment {
  utr: string;
  duplicateUtr: boolean;
  amount: number;
  transactionTime: Date;
  bankName: string;
}

/** Fee details: candidate n's payment for an application made at `createdAt`; a few reuse another candidate's UTR. */
export function feePaymentOf(
  rng: Rng,
  ctx: FeeContext,
  n: number,
  createdAt: Date,
  type: ApplicationType,
  personal: PersonalDetailsValue,
): FeePayment {
  const [bankName, ifsc] = rng.pick(BANKS);
  const transactionTime = new Date(createdAt.getTime() - rng.int(5, 2 * 24 * 60) * MIN);
  let utr: string;
  const copyFrom = rng.chance(ctx.duplicateUtrRate) ? ctx.recentUtrs.filter((u) => u.n !== n) : [];
  const duplicateUtr = copyFrom.length > 0;
  if (duplicateUtr) utr = rng.pick(copyFrom).utr;
  else {
    const style = rng.next();
    const yy = String(transactionTime.getUTCFullYear() % 100).padStart(2, "0");
    utr =
      style < 0.55
        ? rng.digits(12)
        : style < 0.9
          ? `${ifsc}N${yy}${String(rng.int(1, 365)).padStart(3, "0")}${rng.digits(8)}`
          : `DU${rng.digits(10)}`;
  }
  ctx.recentUtrs.push({ n, utr });
  if (ctx.recentUtrs.length > 500) ctx.recentUtrs.shift();
  const category = personal.category;
  const amount =
    type === "WORKING_PROFESSIONAL"
      ? 3000
      : category === "SC" || category === "ST" || personal.isPhysicallyDisabled
        ? 1000
        : 2000;
  return { utr, duplicateUtr, amount, transactionTime, bankName };
}

/** The account section's verdict: more likely the older the application (none on a withdrawn one). */
export function feeVerdictOf(rng: Rng, ctx: FeeContext, createdAt: Date, now: number, withdrawn: boolean): Review {
  let fee = PENDING_REVIEW;
  const appAge = (now - createdAt.getTime()) / WINDOW_MS;
  if (!withdrawn && now - createdAt.getTime() > 30 * MIN) {
    const r = rng.next();
    const pVerified = 0.1 + 0.55 * appAge;
    const status: VerificationStatus =
      r < pVerified ? "VERIFIED" : r < pVerified + 0.03 ? "MODIFICATION_REQUESTED" : "PENDING";
    if (status !== "PENDING") {
      const officer = rng.chance(0.9) ? ctx.staff.accounts : ctx.staff.admin;
      const at = between(rng, createdAt.getTime() + 20 * MIN, now - MIN);
      fee = {
        status,
        remarks: status === "VERIFIED" ? feeVerifiedRemark(officer.name) : rng.pick(FEE_MODIFICATION_REMARKS),
        signedById: officer.id,
        signedAt: at,
      };
    }
  }
  return fee;
}
