import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import {
  APPLICATION_DOCUMENT_NAMES,
  APPLICATION_TYPE_LABELS,
  applicationStatusColor,
  DOCUMENT_KIND_LABELS,
  PROFILE_SECTION_LABELS,
  PROFILE_SECTIONS,
  type ProfileSection,
  paths,
} from "@phd/shared";
import { IconArrowLeft, IconDownload } from "@tabler/icons-react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { DetailList, DetailRow } from "../../../components/detail-list.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { type EntireApplication, useApplication, useDownloadApplication } from "../../applications/index.ts";
import { AadhaarRevealScope, SectionView } from "../../profile/index.ts";
import { type HistoryEvent, listPageAddress, useApplicationHistory } from "../api.ts";
import { ApplicationDocumentCard, DocumentReview } from "./document-review.tsx";
import { HistoryList, statusText } from "./history-list.tsx";
import { NeighbourNav } from "./neighbour-nav.tsx";
import { SectionReview } from "./section-review.tsx";

const DOCUMENTS_TAB = "documents";
const TABS = [...PROFILE_SECTIONS, DOCUMENTS_TAB] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

export interface ApplicationReviewProps {
  /** The application's record id (the route's `{id}`). */
  id: string;
  data: EntireApplication;
}

/**
 * The coordinator's review of one application (spec 001 §2, §4, §5): a header with the applicant and
 * the overall status, Back, Download PDF and Previous / Next of the list, then one tab per profile
 * section (the candidate's read-only section with a reviewer's actions on each document and the
 * section's status and manual remark) and one for the SOP and the fee receipt.
 */
export function ApplicationReview({ id, data }: ApplicationReviewProps) {
  const { t } = useTranslation("staff");
  const label = useLabel();
  const dates = useDates();
  const { application: a, profile } = data;
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const history = useApplicationHistory(id);
  const download = useDownloadApplication({
    success: t("Application downloaded successfully"),
    failure: t("Failed to download application PDF"),
  });
  const events = history.data ?? [];
  const eventsOf = (match: (e: HistoryEvent) => boolean) => events.filter(match);
  const documentEvents = (documentId: string) =>
    eventsOf((e) => e.subjectType === "document" && e.subjectId === documentId);
  const sectionEvents = (section: ProfileSection) =>
    eventsOf((e) => e.subjectType === "profile_section" && e.section === section);
  const context = { applicationId: id, candidateId: a.userId?._id ?? profile.userId };

  const tabParam = search.get("tab");
  const tab: Tab = isTab(tabParam) ? tabParam : "personalDetails";
  const setTab = (value: string | null) => {
    if (!isTab(value)) return;
    const next = new URLSearchParams(search);
    next.set("tab", value);
    setSearch(next, { replace: true });
  };

  const back = () => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    const hasHistory = typeof idx === "number" ? idx > 0 : location.key !== "default";
    if (hasHistory) navigate(-1);
    else navigate(listPageAddress(search));
  };

  const documents = [
    { key: "statementOfPurpose", name: APPLICATION_DOCUMENT_NAMES.sop, doc: a.requiredDocuments.statementOfPurpose },
    { key: "feeReceipt", name: APPLICATION_DOCUMENT_NAMES.feeReceipt, doc: a.feeDetails.documents.feeReceipt },
  ] as const;

  return (
    <Container size="lg" py="md" px={{ base: "xs", sm: "md" }}>
      <Stack gap="lg">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Button variant="subtle" size="xs" leftSection={<IconArrowLeft size={14} aria-hidden />} onClick={back}>
              {t("Back")}
            </Button>
            <NeighbourNav />
          </Group>
          <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
            <Title order={1} size="h2" style={{ overflowWrap: "anywhere", minWidth: 0 }}>
              {t("Application {{id}}", { id: a.applicationId })}
            </Title>
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => download.mutate({ id, applicationId: a.applicationId })}
              loading={download.isPending}
            >
              {t("Download PDF")}
            </Button>
          </Group>
          <Card withBorder>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
              <DetailList>
                <DetailRow label={t("Application ID")} breakAnywhere>
                  {a.applicationId}
                </DetailRow>
                <DetailRow label={t("Applicant name")}>{a.user.name}</DetailRow>
                <DetailRow label={t("E-mail")} breakAnywhere>
                  {a.user.email}
                </DetailRow>
                <DetailRow label={t("Department")}>{a.department}</DetailRow>
              </DetailList>
              <DetailList>
                <DetailRow label={t("Overall status")}>
                  <Badge
                    variant="light"
                    color={applicationStatusColor(a.verificationStatus)}
                    data-testid="overall-status"
                  >
                    {statusText(a.verificationStatus, label)}
                  </Badge>
                </DetailRow>
                <DetailRow label={t("Submitted on")}>{dates.dateTime(a.createdAt)}</DetailRow>
                <DetailRow label={t("Type")}>{label(APPLICATION_TYPE_LABELS[a.applicationType])}</DetailRow>
              </DetailList>
            </SimpleGrid>
            <Box mt="xs">
              <HistoryList
                events={eventsOf((e) => e.subjectType === "application")}
                subject={t("application {{id}}", { id: a.applicationId })}
                title={t("Application history")}
              />
              {history.isError && (
                <Group gap="xs" mt="xs" role="alert">
                  <Text size="sm" c="red.9">
                    {t("The history could not be loaded.")}
                  </Text>
                  <Button size="compact-sm" variant="subtle" onClick={() => void history.refetch()}>
                    {t("Try again")}
                  </Button>
                </Group>
              )}
            </Box>
          </Card>
        </Stack>

        <Tabs value={tab} onChange={setTab}>
          <Tabs.List aria-label={t("Parts of the application")} style={{ flexWrap: "wrap" }}>
            {TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {value === DOCUMENTS_TAB ? t("Application Documents") : label(PROFILE_SECTION_LABELS[value])}
              </Tabs.Tab>
            ))}
          </Tabs.List>

          {PROFILE_SECTIONS.map((s) => (
            <Tabs.Panel key={s} value={s} pt="md">
              <Stack gap="md">
                {/* A reveal is an event of the personal section: its history reloads (decision 025). */}
                <AadhaarRevealScope userId={profile.userId} onRevealed={() => void history.refetch()}>
                  <SectionView
                    section={s}
                    data={profile[s]}
                    documentActions={(document, kind) => (
                      <DocumentReview
                        document={document}
                        label={label(DOCUMENT_KIND_LABELS[kind])}
                        history={documentEvents(document._id)}
                        {...context}
                      />
                    )}
                  />
                </AadhaarRevealScope>
                <SectionReview
                  applicationId={id}
                  profileId={profile._id}
                  section={s}
                  data={profile[s]}
                  history={sectionEvents(s)}
                />
              </Stack>
            </Tabs.Panel>
          ))}

          <Tabs.Panel value={DOCUMENTS_TAB} pt="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {documents.map(({ key, name, doc }) => (
                <ApplicationDocumentCard
                  key={key}
                  label={label(name)}
                  document={doc}
                  history={doc ? documentEvents(doc._id) : []}
                  {...context}
                />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

/**
 * Loads GET /api/application/entire/{id} and shows the review; a failure shows the server's message
 * (or "Failed to fetch application"), a missing application "Application data is not available.",
 * each with a way back to the list (spec 001 §8).
 */
export function ApplicationReviewScreen({ id }: { id: string }) {
  const { t } = useTranslation("staff");
  const { data, isLoading, isError, error } = useApplication(id);
  if (isLoading) {
    return (
      <Group justify="center" py="xl" role="status" aria-label={t("Loading application")}>
        <Loader />
      </Group>
    );
  }
  if (isError || !data) {
    const notFound = !isError || (error instanceof ApiError && error.status === 404);
    return (
      <Container size="md" py="lg">
        <Alert color="red" title={t("Error")} role="alert">
          {notFound ? t("Application data is not available.") : errorMessage(error, t("Failed to fetch application"))}
        </Alert>
        <Button component={Link} to={paths.applicationsPage} mt="md" variant="default">
          {t("Back to applications")}
        </Button>
      </Container>
    );
  }
  // Keyed by id: Previous / Next start each application with empty forms.
  return <ApplicationReview key={id} id={id} data={data} />;
}
