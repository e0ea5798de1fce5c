import { Stack } from "@mantine/core";
import { type ProfileSection, sectionDocuments } from "@phd/shared";
import { type ReactNode, useId } from "react";
import type { SectionDataMap } from "../api.ts";
import { EntranceView } from "./entrance-view.tsx";
import { PersonalDetailsView } from "./personal-details-view.tsx";
import { PgDocumentsNote, PgView } from "./pg-view.tsx";
import { type DocumentActions, SectionDocuments, SectionFrame } from "./section-frame.tsx";
import { UgView } from "./ug-view.tsx";

/** The saved values of each section, read-only. */
export function SectionValues<S extends ProfileSection>({
  section,
  data,
}: {
  section: S;
  data: SectionDataMap[S] | null;
}) {
  switch (section) {
    case "personalDetails":
      return <PersonalDetailsView data={data as SectionDataMap["personalDetails"] | null} />;
    case "academicsUG":
      return <UgView data={data as SectionDataMap["academicsUG"] | null} />;
    case "academicsPG":
      return <PgView data={data as SectionDataMap["academicsPG"] | null} />;
    default:
      return <EntranceView data={data as SectionDataMap["entranceDetails"] | null} />;
  }
}

export interface SectionViewProps<S extends ProfileSection> {
  section: S;
  data: SectionDataMap[S] | null;
  /** Beside the title: the candidate's Edit, a reviewer's section actions. */
  actions?: ReactNode;
  /** Under the title (e.g. the candidate's "verified, can no longer be edited"). */
  notice?: ReactNode;
  /** Per stored document: a reviewer's actions. */
  documentActions?: DocumentActions;
}

/**
 * One profile section, read-only: status, verification details, the saved values and the documents
 * (preview, size, status). The candidate sees it outside edit mode; a reviewer or an admin adds actions.
 */
export function SectionView<S extends ProfileSection>({
  section,
  data,
  actions,
  notice,
  documentActions,
}: SectionViewProps<S>) {
  const titleId = useId();
  const notDonePg = section === "academicsPG" && (data as SectionDataMap["academicsPG"] | null)?.hasNotDonePG;
  return (
    <SectionFrame section={section} data={data} titleId={titleId} actions={actions} notice={notice}>
      <Stack gap="lg">
        <SectionValues section={section} data={data} />
        <SectionDocuments
          data={data}
          documents={sectionDocuments(section, data ?? {})}
          note={section === "academicsPG" ? <PgDocumentsNote notDone={notDonePg} /> : undefined}
          documentActions={documentActions}
        />
      </Stack>
    </SectionFrame>
  );
}
