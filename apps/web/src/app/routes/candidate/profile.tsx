import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  formatDateTime,
  PROFILE_SECTIONS,
  type ProfileSection,
  paths,
  profileCardName,
  profileSectionFromSearch,
} from "@phd/shared";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { LoadingScreen } from "../../../components/loading-screen.tsx";
import { type Profile, useProfile } from "../../../features/profile/api.ts";
import { EntranceSection } from "../../../features/profile/components/entrance-section.tsx";
import { PersonalDetailsSection } from "../../../features/profile/components/personal-details-section.tsx";
import { PgSection } from "../../../features/profile/components/pg-section.tsx";
import { ProfileStepper, StepNavigation } from "../../../features/profile/components/profile-stepper.tsx";
import { UgSection } from "../../../features/profile/components/ug-section.tsx";

const LOAD_FAILED = "Failed to load profile data. Please try again later.";

const completedOf = (p: Profile) =>
  Object.fromEntries(PROFILE_SECTIONS.map((s) => [s, Boolean(p[s]?.isCompleted)])) as Record<ProfileSection, boolean>;

/** Profile Completion (spec 000 §2, §4, §5): four sections, each saved on its own. */
export function ProfilePage() {
  const profile = useProfile();
  useEffect(() => {
    if (profile.isError) notifications.show({ color: "red", message: LOAD_FAILED });
  }, [profile.isError]);

  if (profile.isPending) return <LoadingScreen label="Loading your profile…" />;
  if (profile.isError) {
    return (
      <Container size="lg" py="md">
        <Title order={1} size="h2" mb="md">
          Profile Completion
        </Title>
        <Alert color="red" icon={<IconAlertCircle />} title="Profile not loaded">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{LOAD_FAILED}</Text>
            <Button
              variant="light"
              color="red"
              leftSection={<IconRefresh size={16} />}
              onClick={() => profile.refetch()}
              loading={profile.isFetching}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  return <ProfileSteps profile={profile.data} />;
}

function ProfileSteps({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const top = useRef<HTMLDivElement>(null);
  const completed = completedOf(profile);
  // A link may name the step to open (`/profile?section=academicsUG`, e.g. from the home's "fix what was flagged").
  const [active, setActive] = useState(() => {
    const asked = profileSectionFromSearch(search);
    if (asked) return PROFILE_SECTIONS.indexOf(asked);
    const firstOpen = PROFILE_SECTIONS.findIndex((s) => !completed[s]);
    return firstOpen < 0 ? 0 : firstOpen;
  });
  const last = PROFILE_SECTIONS.length - 1;

  const goTo = (step: number) => {
    setActive(Math.max(0, Math.min(last, step)));
    top.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  };

  /** Personal, UG and PG move on after a save (spec 000 §4); the last step moves on only with "Save & Continue". */
  const onSaved = (index: number) => (andContinue: boolean, saved: Profile) => {
    if (index < last) return goTo(index + 1);
    if (!andContinue) return;
    const done = completedOf(saved);
    const open = PROFILE_SECTIONS.findIndex((s) => !done[s]);
    if (open >= 0) goTo(open);
    else navigate(paths.applyToDepartment);
  };

  const sections: Record<ProfileSection, ReactNode> = {
    personalDetails: (
      <PersonalDetailsSection data={profile.personalDetails} accountName={profile.name} onSaved={onSaved(0)} />
    ),
    academicsUG: <UgSection data={profile.academicsUG} onSaved={onSaved(1)} />,
    academicsPG: <PgSection data={profile.academicsPG} onSaved={onSaved(2)} />,
    entranceDetails: <EntranceSection data={profile.entranceDetails} onSaved={onSaved(3)} />,
  };

  return (
    <Container size="lg" py="md" px={{ base: 0, sm: "md" }} ref={top} style={{ scrollMarginTop: 72 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={1} size="h2">
              Profile Completion
            </Title>
            <Text fw={500} style={{ overflowWrap: "anywhere" }} data-testid="profile-name">
              {profileCardName(profile.name)}
            </Text>
            <Text size="sm" c="dimmed" data-testid="profile-last-updated">
              Last updated {formatDateTime(profile.updatedAt)}
            </Text>
          </div>
          <Group gap={6} align="center">
            <Text size="sm" c="dimmed">
              Profile status
            </Text>
            <VerificationBadge status={profile.verificationStatus?.status} />
          </Group>
        </Group>

        <Paper withBorder p={{ base: "sm", sm: "md" }} radius="md">
          <ProfileStepper active={active} onStepChange={goTo} completed={completed} />
        </Paper>

        {PROFILE_SECTIONS.map((s, i) => (
          // Every section stays mounted so switching steps keeps unsaved edits.
          <div key={s} hidden={i !== active}>
            {sections[s]}
          </div>
        ))}

        <StepNavigation active={active} onStepChange={goTo} />
      </Stack>
    </Container>
  );
}
