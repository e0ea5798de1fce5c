import { Alert, Badge, Button, Container, Group, Text, Title } from "@mantine/core";
import { PROFILE_SECTIONS } from "@phd/shared";
import { LoadingScreen } from "../../../components/loading-screen.tsx";
import { useMyApplications, useMyDocuments } from "../../../features/applications/api.ts";
import { ApplyAdmissionsClosed } from "../../../features/applications/components/admissions-closed.tsx";
import { ApplyWizard } from "../../../features/applications/components/apply-wizard.tsx";
import { useAdmissionsOpen } from "../../../features/constants/api.ts";
import { useProfile } from "../../../features/profile/api.ts";

export function ApplyPage() {
  const admissions = useAdmissionsOpen();
  const apps = useMyApplications();
  const docs = useMyDocuments();
  const profile = useProfile();

  if (admissions.isLoading) return <LoadingScreen label="Checking admission status…" />;
  if (admissions.data !== true) return <ApplyAdmissionsClosed />;
  if (apps.isLoading || docs.isLoading || profile.isLoading) return <LoadingScreen />;
  if (apps.isError || docs.isError || profile.isError) {
    return (
      <Container size="md" py="lg">
        <Alert color="red" title="Error">
          <Text size="sm" mb="sm">
            Failed to load existing applications
          </Text>
          <Button size="xs" onClick={() => window.location.reload()}>
            Try Again
          </Button>
        </Alert>
      </Container>
    );
  }
  const complete = PROFILE_SECTIONS.every((s) => profile.data?.[s]?.isCompleted);
  return (
    <Container size="lg" py="md">
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          Apply to Department
        </Title>
        <Badge color="green" variant="light" size="lg">
          Admissions Open
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
