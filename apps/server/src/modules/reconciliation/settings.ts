import { DEFAULT_RECONCILIATION, reconciliationSettings } from "@phd/shared";
import { roundSetting } from "../rounds/index.ts";

/** The round's rules of matching fees to the bank's statement (the fee of each type, the date window). */
export const roundReconciliation = roundSetting({
  key: "reconciliation",
  schema: reconciliationSettings,
  defaults: DEFAULT_RECONCILIATION,
  field: "reconciliation",
  audit: "round.reconciliation",
});
