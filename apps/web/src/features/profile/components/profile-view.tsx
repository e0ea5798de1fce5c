import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { PROFILE_SECTIONS, type ProfileDocumentKind, type ProfileSection, profileCardName } from "@phd/shared";
import { type ReactNode, useState } from "react";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import type { Profile, ProfileDocument } from "../api.ts";
import { ProfileStepper, StepNavigation } from "./profile-stepper.tsx";
import { SectionView } from "./section-view.tsx";

/** Which of the four sections are completed. */
export const completedSections = (p: Profile) =>
  Object.fromEntries(PROFILE_SECTIONS.map((s) => [s, Boolean(p[s]?.isCompleted)])) as Record<ProfileSection, boolean>;

export interface ProfileViewProps {
  profile: Profile;
  /** The page's heading ("Profile Completion" for the candidate). */
  title: ReactNode;
  /** Under the name and last update: more about whose profile it is (an admin's e-mail, profile ID, section statuses). */
  details?: ReactNode;
  /** The open step; without it the view keeps its own, starting at the first section not completed. */
  active?: number;
  onStepChange?: (step: number) => void;
  /** A section in place of the read-only one (the candidate's editor). */
  renderSection?: (section: ProfileSection, index: number) => ReactNode;
  /** Beside each read-only section's title: a reviewer's actions on the section. */
  sectionActions?: (section: ProfileSection) => ReactNode;
  /** Beside each stored document of a read-only section: a reviewer's actions on it. */
  documentActions?: (document: ProfileDocument, kind: ProfileDocumentKind, section: ProfileSection) => ReactNode;
}

function firstOpenStep(profile: Profile): number {
  const completed = completedSections(profile);
  const open = PROFILE_SECTIONS.findIndex((s) => !completed[s]);
  return open < 0 ? 0 : open;
}

/**
 * A candidate's profile: name, last update, overall status, the four-step indicator, one section at a
 * time (every section stays mounted) with its documents, and Back / Next. Read-only unless the caller
 * renders its own sections; the candidate, a reviewer and an admin differ only in the actions they pass.
 */
export function ProfileView({
  profile,
  title,
  details,
  active: controlled,
  onStepChange,
  renderSection,
  sectionActions,
  documentActions,
}: ProfileViewProps) {
  const { t } = useTranslation("profile");
  const dates = useDates();
  const [own, setOwn] = useState(() => firstOpenStep(profile));
  const active = controlled ?? own;
  const last = PROFILE_SECTIONS.length - 1;
  const goTo = (step: number) => {
    const next = Math.max(0, Math.min(last, step));
    setOwn(next);
    onStepChange?.(next);
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text fw={500} style={{ overflowWrap: "anywhere" }} data-testid="profile-name">
            {profileCardName(profile.name)}
          </Text>
          <Text size="sm" c="dimmed" data-testid="profile-last-updated">
            {t("Last updated {{when}}", { when: dates.dateTime(profile.updatedAt) })}
          </Text>
          {details}
        </div>
        <Group gap={6} align="center">
          <Text size="sm" c="dimmed">
            {t("Profile status")}
          </Text>
          <VerificationBadge status={profile.verificationStatus?.status} />
        </Group>
      </Group>

      <Paper withBorder p={{ base: "sm", sm: "md" }} radius="md">
        <ProfileStepper active={active} onStepChange={goTo} completed={completedSections(profile)} />
      </Paper>

      {PROFILE_SECTIONS.map((s, i) => (
        // Every section stays mounted so switching steps keeps unsaved edits.
        <div key={s} hidden={i !== active}>
          {renderSection ? (
            renderSection(s, i)
          ) : (
            <SectionView
              section={s}
              data={profile[s]}
              actions={sectionActions?.(s)}
              documentActions={documentActions && ((doc, kind) => documentActions(doc, kind, s))}
            />
          )}
        </div>
      ))}

      <StepNavigation active={active} onStepChange={goTo} />
    </Stack>
  );
}
