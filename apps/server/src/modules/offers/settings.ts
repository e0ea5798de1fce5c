import { DEFAULT_OFFER_SETTINGS, offerSettings } from "@phd/shared";
import { roundSetting } from "../rounds/index.ts";

/** The round's offer settings (deadlines, the waitlist's mode, the letter's words), or the defaults. */
export const roundOfferSettings = roundSetting({
  key: "offers",
  schema: offerSettings,
  defaults: DEFAULT_OFFER_SETTINGS,
  field: "settings",
  audit: "round.offer_settings",
});
