import { Anchor, Container, Group, Stack, Text, Title } from "@mantine/core";
import { paths } from "@phd/shared";
import { Link } from "react-router";
import { CentredSpinner } from "../../../components/loading-screen.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { DownloadMyDataButton, ErasureSection, MyDataSections, useMyData } from "../../../features/privacy/index.ts";
import { Trans, useTranslation } from "../../../lib/i18n.ts";

/** My Data (DPDP Act 2023, issue 28 item 2): what the portal holds about the candidate, and the ZIP of it. */
export function MyDataPage() {
  const { t } = useTranslation("candidate");
  const myData = useMyData();
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("My Data")}
        </Title>
        <Text size="sm">
          {t(
            "Everything this portal keeps about you: your account, consents, profile, documents, applications, the mails sent to you and your sign-ins. The download holds the same record, your uploaded files and your application PDFs.",
          )}
        </Text>
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="Something wrong? Correct it in <a>your profile</a>; a verified part can be changed only after a reviewer asks for it."
            components={{ a: <Anchor component={Link} to={paths.profile} inherit /> }}
          />
        </Text>
        <Group>
          <DownloadMyDataButton />
        </Group>
        <QueryState
          query={myData}
          errorMessage={t("Failed to load your data. Please try again later.")}
          retryLabel={t("Try Again")}
          loading={<CentredSpinner label={t("Loading your data…")} />}
        >
          {(data) => <MyDataSections data={data} />}
        </QueryState>
        <ErasureSection />
      </Stack>
    </Container>
  );
}
