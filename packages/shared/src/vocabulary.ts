import { APPLICATION_DOCUMENT_LABELS, APPLICATION_DOCUMENT_NAMES, APPLICATION_TYPE_LABELS } from "./applications.ts";
import { MERIT_STATUS_LABELS } from "./domain/merit.ts";
import { OFFER_STATE_LABELS } from "./domain/offers.ts";
import { FEE_KIND_LABELS, MATCH_RESULT_LABELS } from "./domain/reconciliation.ts";
import { CATEGORY_LABELS, DOCUMENT_KIND_LABELS, PG_STATUS_LABELS, PROFILE_SECTION_LABELS } from "./profile.ts";
import { ROLE_LABELS } from "./roles.ts";
import { ANNOUNCEMENT_RECIPIENT_LABELS } from "./schemas/announcements.ts";
import { FEE_FIELD_LABELS } from "./schemas/applications.ts";
import { AUDIT_KIND_LABELS } from "./schemas/audit.ts";
import { ERASURE_SOURCE_LABELS, ERASURE_STATE_LABELS } from "./schemas/erasure.ts";
import { CONSOLIDATION_LABELS, NET_BASIS_LABELS } from "./schemas/marks.ts";
import { MERIT_STAGE_LABELS, MISSING_SCORE_LABELS, OBJECTION_STATUS_LABELS } from "./schemas/merit.ts";
import { SEAT_COUNT_LABELS, WAITLIST_MODE_LABELS } from "./schemas/offers.ts";
import { AADHAAR_MODE_LABELS } from "./schemas/profile.ts";
import { SELECTION_CHANNEL_LABELS } from "./schemas/seat-matrix.ts";
import { QUALIFICATION_LABELS, SELECTION_METHOD_LABELS, TIE_BREAK_LABELS } from "./schemas/selection-rules.ts";
import { SHORTLIST_DECISION_LABELS } from "./schemas/shortlist.ts";
import { SLOT_KIND_LABELS, SLOT_MODE_LABELS } from "./schemas/slots.ts";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_LABELS_FOR_CANDIDATE,
  VERIFICATION_STATUS_LABELS,
} from "./verification.ts";

/**
 * Every label of the shared vocabulary (statuses, sections, documents, categories, roles, …): the
 * keys of the `vocabulary` catalogue (decision 035). A screen shows `label(X_LABELS[value])`, so a
 * label is translated once for every screen, mail and PDF; the catalogue test holds each language
 * to exactly this list. Department names are the university's published names, not translated.
 */
export const VOCABULARY: readonly string[] = [
  ...new Set(
    [
      APPLICATION_DOCUMENT_LABELS,
      APPLICATION_DOCUMENT_NAMES,
      APPLICATION_TYPE_LABELS,
      MERIT_STATUS_LABELS,
      OFFER_STATE_LABELS,
      FEE_KIND_LABELS,
      MATCH_RESULT_LABELS,
      CATEGORY_LABELS,
      DOCUMENT_KIND_LABELS,
      PG_STATUS_LABELS,
      PROFILE_SECTION_LABELS,
      ROLE_LABELS,
      ANNOUNCEMENT_RECIPIENT_LABELS,
      FEE_FIELD_LABELS,
      AUDIT_KIND_LABELS,
      ERASURE_STATE_LABELS,
      AADHAAR_MODE_LABELS,
      ERASURE_SOURCE_LABELS,
      CONSOLIDATION_LABELS,
      NET_BASIS_LABELS,
      MERIT_STAGE_LABELS,
      MISSING_SCORE_LABELS,
      OBJECTION_STATUS_LABELS,
      SEAT_COUNT_LABELS,
      WAITLIST_MODE_LABELS,
      SELECTION_CHANNEL_LABELS,
      QUALIFICATION_LABELS,
      SELECTION_METHOD_LABELS,
      TIE_BREAK_LABELS,
      SHORTLIST_DECISION_LABELS,
      SLOT_KIND_LABELS,
      SLOT_MODE_LABELS,
      APPLICATION_STATUS_LABELS,
      APPLICATION_STATUS_LABELS_FOR_CANDIDATE,
      VERIFICATION_STATUS_LABELS,
    ].flatMap((table) => Object.values(table) as string[]),
  ),
].sort();
