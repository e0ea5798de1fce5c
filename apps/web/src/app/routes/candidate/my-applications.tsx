import { Button, Card, Container, Group, Modal, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import {
  APPLICATION_STATUS_LABELS_FOR_CANDIDATE,
  APPLICATION_TYPE_LABELS,
  type ApplicationStatus,
  paths,
} from "@phd/shared";
import { IconDownload, IconEye, IconFileOff, IconPlus, IconTrash } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { CentredSpinner } from "../../../components/loading-screen.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import {
  ApplicationStatusBadge,
  type ApplicationSummary,
  ShortlistStatus,
  useDownloadApplication,
  useMyApplications,
  useWithdrawApplication,
} from "../../../features/applications/index.ts";
import { OfferStatus } from "../../../features/offers-candidate/index.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { Trans, useLabel, useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";

function Legend() {
  const { t } = useTranslation("candidate");
  return (
    <Card withBorder mt="lg">
      <Title order={3} size="h5" mb="xs">
        {t("Legend")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t("Types")}
          </Text>
          <Text size="sm">{t("Regular Candidate — full-time doctoral study")}</Text>
          <Text size="sm">{t("Working Professional — candidates in employment, with a co-guide where needed")}</Text>
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t("Statuses")}
          </Text>
          {(Object.keys(APPLICATION_STATUS_LABELS_FOR_CANDIDATE) as ApplicationStatus[]).map((s) => (
            <Group key={s} gap="xs">
              <ApplicationStatusBadge status={s} />
            </Group>
          ))}
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

const optionsLabel = (a: ApplicationSummary, t: TFunction) => t("View options for {{id}}", { id: a.applicationId });

/** The applications as a table on wide screens, as one card each on phones (six columns do not fit 360 px). */
function ApplicationList({
  applications,
  onOptions,
}: {
  applications: ApplicationSummary[];
  onOptions: (a: ApplicationSummary) => void;
}) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const dates = useDates();
  const phone = useMediaQuery("(max-width: 47.99em)", false, { getInitialValueInEffect: false });
  if (phone) {
    return (
      <Stack gap="sm">
        {applications.map((a) => (
          <Card key={a.id} withBorder padding="md">
            <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
              <Text fw={600} style={wrapStyle(true)}>
                {a.applicationId}
              </Text>
              <ApplicationStatusBadge status={a.verificationStatus} />
            </Group>
            <DetailList>
              <DetailRow label={t("Department")}>{a.department}</DetailRow>
              {a.round && <DetailRow label={t("Admission round")}>{a.round.name}</DetailRow>}
              <DetailRow label={t("Type")}>{label(APPLICATION_TYPE_LABELS[a.applicationType])}</DetailRow>
              <DetailRow label={t("Submitted on")}>{dates.date(a.createdAt)}</DetailRow>
              {a.shortlist && (
                <DetailRow label={t("Shortlist")}>
                  <ShortlistStatus shortlist={a.shortlist} />
                </DetailRow>
              )}
              {a.offer && (
                <DetailRow label={t("Offer of admission")}>
                  <OfferStatus offer={a.offer} />
                </DetailRow>
              )}
            </DetailList>
            <Button size="xs" variant="light" mt="sm" onClick={() => onOptions(a)} aria-label={optionsLabel(a, t)}>
              {t("View Options")}
            </Button>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped highlightOnHover verticalSpacing="sm">
      <TableHead
        columns={[
          t("Application ID"),
          t("Department and round"),
          t("Type"),
          t("Submitted on"),
          t("Status"),
          t("Actions"),
        ]}
      />
      <Table.Tbody>
        {applications.map((a) => (
          <Table.Tr key={a.id}>
            <Table.Td fw={600}>{a.applicationId}</Table.Td>
            <Table.Td>
              {a.department}
              {a.round && (
                <Text size="xs" c="dimmed" style={wrapStyle()}>
                  {a.round.name}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{label(APPLICATION_TYPE_LABELS[a.applicationType])}</Table.Td>
            <Table.Td>{dates.date(a.createdAt)}</Table.Td>
            <Table.Td>
              <Stack gap={6} align="flex-start">
                <ApplicationStatusBadge status={a.verificationStatus} />
                {a.shortlist && <ShortlistStatus shortlist={a.shortlist} />}
                {a.offer && <OfferStatus offer={a.offer} prefixed />}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Button size="xs" variant="light" onClick={() => onOptions(a)} aria-label={optionsLabel(a, t)}>
                {t("View Options")}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** My Applications (spec 000 §2): list, view options, withdrawal with confirmation, PDF download. */
export function MyApplicationsPage() {
  const { t } = useTranslation("candidate");
  const navigate = useNavigate();
  const applications = useMyApplications();
  const withdraw = useWithdrawApplication();
  const [selected, setSelected] = useState<ApplicationSummary | null>(null);
  const [confirming, setConfirming] = useState(false);
  const download = useDownloadApplication({
    success: t("Application downloaded successfully!"),
    failure: t("Failed to download application. Please try again later."),
  });

  const confirmWithdraw = () => {
    if (!selected) return;
    withdraw.mutate(selected.id, {
      onSuccess: () => {
        notifications.show({
          color: "green",
          message: t("Application {{id}} withdrawn.", { id: selected.applicationId }),
        });
        setConfirming(false);
        setSelected(null);
      },
      onError: (err) =>
        notifications.show({
          color: "red",
          message:
            err instanceof ApiError && err.status !== 0
              ? err.message
              : t("Failed to delete application. Please try again later."),
        }),
    });
  };

  return (
    <Container size="lg" py="md">
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          {t("My Applications")}
        </Title>
        <Group>
          <Button component={Link} to={paths.candidateHome} variant="default">
            {t("Back to Home")}
          </Button>
          <Button component={Link} to={paths.applyToDepartment} leftSection={<IconPlus size={16} />}>
            {t("New Application")}
          </Button>
        </Group>
      </Group>

      <QueryState
        query={applications}
        errorMessage={t("Failed to load applications. Please try again later.")}
        retryLabel={t("Try Again")}
        loading={<CentredSpinner />}
      >
        {({ applications: apps }) =>
          apps.length === 0 ? (
            <Card withBorder py="xl">
              <Stack align="center" gap="xs">
                <IconFileOff size={40} color="var(--mantine-color-gray-5)" aria-hidden />
                <Text fw={600}>{t("No applications yet")}</Text>
                <Text c="dimmed" size="sm">
                  {t("Apply to a department once your profile is complete.")}
                </Text>
                <Button component={Link} to={paths.applyToDepartment} mt="sm">
                  {t("Create Application")}
                </Button>
              </Stack>
            </Card>
          ) : (
            <ApplicationList applications={apps} onOptions={setSelected} />
          )
        }
      </QueryState>
      <Legend />

      <Modal
        opened={selected !== null && !confirming}
        onClose={() => setSelected(null)}
        title={t("Application {{id}}", { id: selected?.applicationId ?? "" })}
        centered
      >
        <Stack>
          <Button
            leftSection={<IconEye size={16} />}
            onClick={() => selected && navigate(paths.viewCandidateApplication(selected.id))}
          >
            {t("View Application")}
          </Button>
          <Button
            leftSection={<IconDownload size={16} />}
            variant="light"
            loading={download.isPending}
            onClick={() => selected && download.mutate(selected)}
          >
            {t("Download Application")}
          </Button>
          <Button leftSection={<IconTrash size={16} />} color="red" variant="light" onClick={() => setConfirming(true)}>
            {t("Withdraw Application")}
          </Button>
        </Stack>
      </Modal>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t("Confirm Withdrawal")} centered>
        <Stack>
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="Withdraw application <b>{{id}}</b> to {{department}}? The application and its statement of purpose are deleted permanently; your profile stays as it is."
              values={{ id: selected?.applicationId ?? "", department: selected?.department ?? "" }}
              components={{ b: <b /> }}
            />
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t("Cancel")}
            </Button>
            <Button color="red" loading={withdraw.isPending} onClick={confirmWithdraw}>
              {t("Withdraw")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
