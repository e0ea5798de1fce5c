import { CATEGORY_LABELS, type Category, formatDay } from "@phd/shared";
import type { PersonalDetailsData } from "../api.ts";
import { AadhaarValue } from "./aadhaar-value.tsx";
import { ValueGrid, yesNo } from "./value-grid.tsx";

const years = (v: number | undefined) => (typeof v === "number" ? `${v} ${v === 1 ? "year" : "years"}` : null);

/** The saved personal details, read-only. */
export function PersonalDetailsView({ data: d }: { data: PersonalDetailsData | null }) {
  return (
    <ValueGrid
      items={[
        { label: "Name", value: d?.name },
        { label: "Middle Name", value: d?.middleName },
        { label: "Mother's Name", value: d?.motherName },
        { label: "Date of Birth", value: d?.dob ? formatDay(d.dob) : null },
        { label: "Age", value: typeof d?.ageInYears === "number" ? `${d.ageInYears} years` : null },
        { label: "Gender", value: d?.gender },
        { label: "Nationality", value: d?.nationality },
        // Masked on every screen; staff screens add Reveal (decision 020).
        { label: "Aadhaar Number", value: <AadhaarValue masked={d?.aadhaarMasked} /> },
        { label: "Category", value: d?.category ? (CATEGORY_LABELS[d.category as Category] ?? d.category) : null },
        { label: "Physically Disabled", value: yesNo(d?.isPhysicallyDisabled) },
        { label: "Maharashtra State Candidate", value: yesNo(d?.isMHStateCandidate) },
        { label: "Employed", value: yesNo(d?.isEmployed) },
        ...(d?.isEmployed
          ? [
              { label: "Total Industry Experience", value: years(d.totalIndustryExperience) },
              { label: "Current Industry Experience", value: years(d.currentIndustryExperience) },
              { label: "Guide Industry Experience", value: years(d.guideIndustryExperience) },
            ]
          : []),
        { label: "Permanent Address", value: d?.address, wide: true },
        { label: "Correspondence Address", value: d?.addressCorrespondance, wide: true },
      ]}
    />
  );
}
