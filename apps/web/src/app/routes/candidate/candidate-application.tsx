import { Alert, Anchor, Button, Container } from "@mantine/core";
import { paths, REAPPLY_STATUSES } from "@phd/shared";
import { IconDownload } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { CentredSpinner } from "../../../components/loading-screen.tsx";
import {
  ApplicationDetailView,
  ChangesRequested,
  ReapplySection,
  remedyOf,
  requestedChanges,
  SelectionSection,
  useApplication,
  useDownloadApplication,
} from "../../../features/applications/index.ts";
import { CandidateMeritCard } from "../../../features/merit/index.ts";
import { CandidateOfferCard } from "../../../features/offers-candidate/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";

/**
 * The candidate's own application (spec 001 §2, §4): the details, what a reviewer flagged and why,
 * and, while the application itself waits on the candidate (not only the profile), the Reapply section.
 */
export function CandidateApplicationPage() {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const { id = "" } = useParams();
  const { data, isLoading, isError, error } = useApplication(id);
  const download = useDownloadApplication({
    success: t("Application downloaded successfully"),
    failure: t("Failed to download application PDF"),
  });

  if (isLoading) {
    return <CentredSpinner />;
  }
  if (isError || !data) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Container size="md" py="lg">
        <Alert color="red" title={t("Error")}>
          {notFound ? t("Application not found or access denied.") : t("Failed to load application details")}
        </Alert>
        <Button component={Link} to={paths.applications} mt="md" variant="default">
          {t("Back to My Applications")}
        </Button>
      </Container>
    );
  }
  const a = data.application;
  const remedy = remedyOf(requestedChanges(data, t, label));
  const flagged = remedy !== null;
  // Reapply resubmits the application's own items; a profile-only request is done by saving the profile.
  const canReapply = REAPPLY_STATUSES.includes(a.verificationStatus) && flagged && remedy !== "fix-profile";
  const selection = a.round || a.shortlist ? <SelectionSection application={a} /> : null;
  const merit = a.merit ? <CandidateMeritCard applicationId={a.id} merit={a.merit} /> : null;
  // The offer is the latest step of the selection, and may need an answer: first.
  const offer = a.offer ? <CandidateOfferCard offer={a.offer} applicationId={a.applicationId} /> : null;
  return (
    <ApplicationDetailView
      data={data}
      notice={
        flagged || canReapply || selection || merit || offer ? (
          <>
            {offer}
            {selection}
            {merit}
            {flagged && <ChangesRequested data={data} />}
            {canReapply && <ReapplySection key={a.updatedAt} data={data} />}
          </>
        ) : undefined
      }
      backLink={
        <Anchor component={Link} to={paths.applications} size="sm">
          {t("← My Applications")}
        </Anchor>
      }
      actions={
        <>
          <Button component={Link} to={paths.profile} variant="default">
            {t("My Profile")}
          </Button>
          <Button
            leftSection={<IconDownload size={16} />}
            onClick={() => download.mutate(a)}
            loading={download.isPending}
          >
            {t("Download PDF")}
          </Button>
        </>
      }
      profileLink={
        <Anchor component={Link} to={paths.profile} size="sm" display="inline-block" mt="sm">
          {t("Open my profile")}
        </Anchor>
      }
    />
  );
}
