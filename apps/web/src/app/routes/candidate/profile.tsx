import { Alert, Button, Container, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { PROFILE_SECTIONS, type ProfileSection, profileSectionFromSearch } from "@phd/shared";
import { IconAlertCircle, IconRefresh } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { LoadingScreen } from "../../../components/loading-screen.tsx";
import {
  completedSections,
  EntranceForm,
  PersonalDetailsForm,
  PgForm,
  type Profile,
  ProfileView,
  UgForm,
  useProfile,
} from "../../../features/profile/index.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** Profile Completion (spec 000 §2, §4, §5): four sections, each saved on its own. */
export function ProfilePage() {
  const { t } = useTranslation("profile");
  const profile = useProfile();
  const loadFailed = t("Failed to load profile data. Please try again later.");
  useEffect(() => {
    if (profile.isError) notifications.show({ color: "red", message: loadFailed });
  }, [profile.isError, loadFailed]);

  if (profile.isPending) return <LoadingScreen label={t("Loading your profile…")} />;
  if (profile.isError) {
    return (
      <Container size="lg" py="md">
        <Title order={1} size="h2" mb="md">
          {t("Profile Completion")}
        </Title>
        <Alert color="red" icon={<IconAlertCircle />} title={t("Profile not loaded")}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{loadFailed}</Text>
            <Button
              variant="light"
              color="red"
              leftSection={<IconRefresh size={16} />}
              onClick={() => profile.refetch()}
              loading={profile.isFetching}
            >
              {t("Try again")}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  return <ProfileSteps profile={profile.data} />;
}

function ProfileSteps({ profile }: { profile: Profile }) {
  const { t } = useTranslation("profile");
  const { search } = useLocation();
  const top = useRef<HTMLDivElement>(null);
  // A link may name the step to open (`/profile?section=academicsUG`, e.g. from the home's "fix what was flagged").
  const [active, setActive] = useState(() => {
    const asked = profileSectionFromSearch(search);
    if (asked) return PROFILE_SECTIONS.indexOf(asked);
    const completed = completedSections(profile);
    const firstOpen = PROFILE_SECTIONS.findIndex((s) => !completed[s]);
    return firstOpen < 0 ? 0 : firstOpen;
  });
  const last = PROFILE_SECTIONS.length - 1;

  const goTo = (step: number) => {
    setActive(Math.max(0, Math.min(last, step)));
    top.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  };

  /** Personal, UG and PG move on after a save (spec 000 §4); the last step, with only Save, stays. */
  const onSaved = (index: number) => () => {
    if (index < last) goTo(index + 1);
  };

  // The candidate's sections: read-only with Edit, or the form.
  const sections: Record<ProfileSection, ReactNode> = {
    personalDetails: (
      <PersonalDetailsForm
        data={profile.personalDetails}
        accountName={profile.name}
        aadhaarMode={profile.aadhaarMode ?? "REQUIRED"}
        onSaved={onSaved(0)}
      />
    ),
    academicsUG: <UgForm data={profile.academicsUG} onSaved={onSaved(1)} />,
    academicsPG: <PgForm data={profile.academicsPG} onSaved={onSaved(2)} />,
    entranceDetails: <EntranceForm data={profile.entranceDetails} onSaved={onSaved(3)} />,
  };

  return (
    <Container size="lg" py="md" px={{ base: 0, sm: "md" }} ref={top} style={{ scrollMarginTop: 72 }}>
      <ProfileView
        profile={profile}
        title={t("Profile Completion")}
        active={active}
        onStepChange={goTo}
        renderSection={(s) => sections[s]}
      />
    </Container>
  );
}
