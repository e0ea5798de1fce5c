import { Alert, Anchor, Badge, Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { PROFILE_SECTION_LABELS, PROFILE_SECTIONS, paths } from "@phd/shared";
import { IconAlertCircle, IconArrowLeft, IconRefresh, IconUserOff } from "@tabler/icons-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { LoadingScreen } from "../../../components/loading-screen.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { AadhaarRevealScope, type Profile, ProfileView } from "../../profile/index.ts";
import { useCandidateProfile } from "../api.ts";

/** 404: no such candidate or no profile; 400: the address holds no valid user id. */
const isNotFound = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

/** The status of each of the four sections, as each section's own title shows it. */
function SectionStatuses({ profile }: { profile: Profile }) {
  const { t } = useTranslation("profile");
  const label = useLabel();
  const labelId = useId();
  return (
    <Box mt="xs">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" id={labelId}>
        {t("Section statuses")}
      </Text>
      <Group
        component="ul"
        aria-labelledby={labelId}
        gap="xs"
        wrap="wrap"
        m={0}
        mt={4}
        p={0}
        style={{ listStyle: "none" }}
      >
        {PROFILE_SECTIONS.map((s) => {
          const section = profile[s];
          return (
            <Group component="li" key={s} gap={6} wrap="nowrap" data-testid={`section-status-${s}`}>
              <Text size="sm">{label(PROFILE_SECTION_LABELS[s])}</Text>
              {section?.isCompleted ? (
                <VerificationBadge status={section.verification?.status} size="sm" />
              ) : (
                <Badge variant="outline" color="gray" size="sm">
                  {t("Not completed")}
                </Badge>
              )}
            </Group>
          );
        })}
      </Group>
    </Box>
  );
}

/** Whose profile this is: e-mail, profile ID, and where each section stands. */
function ProfileFacts({ profile }: { profile: Profile }) {
  const { t } = useTranslation("profile");
  return (
    <Stack gap={2} mt={4}>
      <Text size="sm" style={wrapStyle(true)}>
        <Text span c="dimmed" size="sm">
          {t("E-mail:")}{" "}
        </Text>
        <Anchor href={`mailto:${profile.email}`} size="sm" data-testid="profile-email">
          {profile.email}
        </Anchor>
      </Text>
      <Text size="sm" style={wrapStyle(true)}>
        <Text span c="dimmed" size="sm">
          {t("Profile ID:")}{" "}
        </Text>
        <Text span size="sm" ff="monospace" data-testid="profile-id">
          {profile._id}
        </Text>
      </Text>
      <SectionStatuses profile={profile} />
    </Stack>
  );
}

/**
 * /candidate-profile/{userId} (spec 001 §2 "Candidate Profile, admin"): a candidate's profile,
 * read-only: the four steps with their completed flags, each section with its documents (status and
 * Preview), Back / Next; the candidate's e-mail, profile ID and statuses in the header.
 */
export function CandidateProfileScreen({ userId }: { userId: string }) {
  const { t } = useTranslation("profile");
  const profile = useCandidateProfile(userId);
  const [active, setActive] = useState(0);
  const notFound = profile.isError && isNotFound(profile.error);
  const failedAt = profile.isError && !notFound ? profile.errorUpdatedAt : 0;

  // Every failed load (the first and each retry) says so in a toast.
  useEffect(() => {
    if (failedAt)
      notifications.show({
        color: "red",
        title: t("Error"),
        message: t("Failed to load profile data. Please try again later."),
      });
  }, [failedAt, t]);

  let body: ReactNode;
  if (profile.data) {
    body = (
      <AadhaarRevealScope userId={profile.data.userId}>
        <ProfileView
          profile={profile.data}
          title={t("Candidate Profile")}
          details={<ProfileFacts profile={profile.data} />}
          active={active}
          onStepChange={setActive}
        />
      </AadhaarRevealScope>
    );
  } else if (profile.isPending) {
    body = <LoadingScreen label={t("Loading profile…")} />;
  } else if (notFound) {
    body = (
      <Alert color="gray" icon={<IconUserOff aria-hidden />} role="alert">
        {/* No such candidate, no profile, or the address holds no valid id. */}
        <Text size="sm">{t("Profile not found.")}</Text>
      </Alert>
    );
  } else {
    body = (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t("Profile not loaded")} role="alert">
        <Stack gap="sm" align="flex-start">
          {/* The connection trouble as such, any other answer as the spec words it (spec 001 §8). */}
          <Text size="sm">
            {profile.error instanceof ApiError && profile.error.status === 0
              ? profile.error.message
              : t("Failed to fetch profile data.")}
          </Text>
          <Button
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void profile.refetch()}
            loading={profile.isFetching}
          >
            {t("Retry")}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <Container size="lg" py="md" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.candidateStatistics} size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {t("Back to Candidate Statistics")}
            </Group>
          </Anchor>
          {/* Who read or changed this candidate's records, in every round (the breach export, issue 28). */}
          <Anchor component={Link} to={`${paths.auditLog}?candidate=${encodeURIComponent(userId)}`} size="sm">
            {t("Who accessed this candidate's data")}
          </Anchor>
        </Group>
        {!profile.data && (
          <Title order={1} size="h2">
            {t("Candidate Profile")}
          </Title>
        )}
        {body}
      </Stack>
    </Container>
  );
}
