import { Anchor, Card, List, Stack, Text, Title } from "@mantine/core";
import {
  APPLICATION_DOCUMENT_NAMES,
  type ChangeRemedy,
  changeRemedy,
  PROFILE_SECTION_LABELS,
  PROFILE_SECTIONS,
  paths,
  profileDocumentLabel,
  profileSectionPath,
} from "@phd/shared";
import type { TFunction } from "i18next";
import { Link } from "react-router";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import type { EntireApplication } from "./application-detail.tsx";

const FLAGGED = "MODIFICATION_REQUESTED";

/** One thing a reviewer flagged, with the reviewer's words. */
export interface RequestedChange {
  label: string;
  remarks: string | null;
  /** What to do about it, when the group's link does not say. */
  hint?: string;
}

/** Where the flagged things are: this application, or one profile section (with the link to fix it). */
export interface RequestedChangeGroup {
  title: string;
  /** The profile page opened on the section; absent for the application's own items (fixed by reapplying). */
  link?: { to: string; label: string };
  items: RequestedChange[];
}

/**
 * Everything flagged MODIFICATION_REQUESTED on this application and on the candidate's profile
 * (spec 001 §2, §4): the application's documents and fee payment first, then each profile section
 * (the section itself and its documents) with a link to `/profile?section=…`. Worded with the
 * page's `t` and the shared vocabulary's `label`.
 */
export function requestedChanges(
  { application: a, profile }: EntireApplication,
  t: TFunction,
  label: (text: string) => string,
): RequestedChangeGroup[] {
  const groups: RequestedChangeGroup[] = [];
  const own: RequestedChange[] = [];
  const sop = a.requiredDocuments.statementOfPurpose;
  const receipt = a.feeDetails.documents.feeReceipt;
  if (sop?.status === FLAGGED) own.push({ label: label(APPLICATION_DOCUMENT_NAMES.sop), remarks: sop.remarks });
  if (receipt?.status === FLAGGED)
    own.push({ label: label(APPLICATION_DOCUMENT_NAMES.feeReceipt), remarks: receipt.remarks });
  // The account section's request on the fee payment: fixed on this page, then reapply.
  if (a.feeDetails.verification.status === FLAGGED)
    own.push({
      label: t("Fee details"),
      remarks: a.feeDetails.remarks,
      hint: t("Correct the fee details below and reapply."),
    });
  if (own.length) groups.push({ title: t("This application"), items: own });

  for (const section of PROFILE_SECTIONS) {
    const s = profile[section];
    if (!s) continue;
    const items: RequestedChange[] = [];
    if (s.verification.status === FLAGGED) items.push({ label: t("Section details"), remarks: s.remarks });
    for (const [kind, doc] of Object.entries(s.documents)) {
      if (doc?.status === FLAGGED)
        items.push({ label: label(profileDocumentLabel(kind) ?? kind), remarks: doc.remarks });
    }
    if (items.length) {
      const title = label(PROFILE_SECTION_LABELS[section]);
      groups.push({
        title: t("Profile: {{section}}", { section: title }),
        link: { to: profileSectionPath(section), label: t("Fix {{section}} in your profile", { section: title }) },
        items,
      });
    }
  }
  // The profile as a whole is flagged, but no one part says so: still send the candidate there.
  if (profile.verificationStatus.status === FLAGGED && !groups.some((g) => g.link)) {
    groups.push({
      title: t("Profile"),
      link: { to: paths.profile, label: t("Open your profile") },
      items: [{ label: t("Profile"), remarks: null }],
    });
  }
  return groups;
}

/**
 * What the candidate does about this application's flags (shared `changeRemedy`): profile groups
 * carry a link to the profile, the application's own items none. Null when nothing is flagged.
 */
export function remedyOf(groups: readonly RequestedChangeGroup[]): ChangeRemedy | null {
  return changeRemedy({ profile: groups.some((g) => g.link), application: groups.some((g) => !g.link) });
}

/** The panel's opening line, by what has to be done: a reapply only for the application's own items. */
function introOf(remedy: ChangeRemedy, t: TFunction): string {
  switch (remedy) {
    case "fix-profile":
      return t(
        "A reviewer asked for changes to your profile. Fix the items below in your profile and save each section: it goes back for review, and this application with it. There is nothing to reapply.",
      );
    case "reapply":
      return t(
        "A reviewer asked for changes to this application. Replace its flagged documents or correct its fee details below, then reapply.",
      );
    case "fix-profile-then-reapply":
      return t(
        "A reviewer asked for changes to your profile and to this application. Fix the profile items in your profile first; then replace this application's flagged documents or correct its fee details below, and reapply.",
      );
  }
}

/** The "Changes requested" panel: what was flagged and why, or nothing when nothing is. */
export function ChangesRequested({ data }: { data: EntireApplication }) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const groups = requestedChanges(data, t, label);
  const remedy = remedyOf(groups);
  if (!remedy) return null;
  return (
    <Card
      withBorder
      component="section"
      aria-labelledby="changes-requested-title"
      style={{ borderInlineStart: "5px solid var(--mantine-color-red-7)" }}
    >
      <Title order={2} size="h4" id="changes-requested-title">
        {t("Changes requested")}
      </Title>
      <Text size="sm" mt={4} mb="sm">
        {introOf(remedy, t)}
      </Text>
      <Stack gap="md">
        {groups.map((g) => (
          <div key={g.title}>
            <Title order={3} size="h5">
              {g.title}
            </Title>
            <List size="sm" spacing={4} mt={4} aria-label={t("Flagged in {{place}}", { place: g.title })}>
              {g.items.map((item) => (
                <List.Item key={item.label} style={wrapStyle()}>
                  <Text span size="sm" fw={600}>
                    {item.label}
                  </Text>
                  {": "}
                  {item.remarks ? (
                    item.remarks
                  ) : (
                    <Text span size="sm" c="dimmed">
                      {t("no remarks given")}
                    </Text>
                  )}
                  {item.hint && (
                    <Text size="xs" c="dimmed">
                      {item.hint}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
            {g.link && (
              <Anchor component={Link} to={g.link.to} size="sm" display="inline-block" mt={4}>
                {g.link.label}
              </Anchor>
            )}
          </div>
        ))}
      </Stack>
    </Card>
  );
}
