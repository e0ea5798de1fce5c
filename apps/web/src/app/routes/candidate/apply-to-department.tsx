import { Badge, Container, Group, Title } from "@mantine/core";
import { PROFILE_SECTIONS, paths } from "@phd/shared";
import { AdmissionsClosed } from "../../../components/admissions-closed.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { LoadingScreen } from "../../../components/loading-screen.tsx";
import { ApplyWizard, useMyApplications, useMyDocuments } from "../../../features/applications/index.ts";
import { useAdmissionsOpen } from "../../../features/constants/index.ts";
import { useProfile } from "../../../features/profile/index.ts";
import { useTranslation } from "../../../lib/i18n.ts";

export function ApplyPage() {
  const { t } = useTranslation("candidate");
  const admissions = useAdmissionsOpen();
  const apps = useMyApplications();
  const docs = useMyDocuments();
  const profile = useProfile();

  if (admissions.isLoading) return <LoadingScreen label={t("Checking admission status…")} />;
  if (admissions.data !== true) {
    return (
      <AdmissionsClosed
        message={t("Admissions are currently closed. You cannot submit an application at this time.")}
        actions={[
          { label: t("Back to Dashboard"), to: paths.candidateHome },
          { label: t("View Existing Applications"), to: paths.applications, primary: true },
        ]}
      />
    );
  }
  if (apps.isLoading || docs.isLoading || profile.isLoading) return <LoadingScreen />;
  if (apps.isError || docs.isError || profile.isError) {
    return (
      <Container size="md" py="lg">
        <LoadError message={t("Failed to load existing applications")} />
      </Container>
    );
  }
  const complete = PROFILE_SECTIONS.every((s) => profile.data?.[s]?.isCompleted);
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          {t("Apply to Department")}
        </Title>
        <Badge color="green" variant="light" size="lg">
          {t("Admissions Open")}
        </Badge>
      </Group>
      <ApplyWizard
        existing={apps.data?.applications ?? []}
        isWorkingProfessional={apps.data?.isWorkingProfessional ?? false}
        documents={docs.data ?? {}}
        profileComplete={complete}
      />
    </Container>
  );
}
