import { Button, Card, Container, List, Stack, Text, ThemeIcon, Timeline, Title } from "@mantine/core";
import { paths } from "@phd/shared";
import { IconBell, IconBulb, IconCheck, IconRefresh, IconSend, IconUser } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";

/** The public guide (spec 000 §2 How to Apply). */
export function HowToApplyPage() {
  const { t } = useTranslation("public");
  return (
    <Container size="md" py="xl">
      <Title order={1} size="h2">
        {t("How to Apply")}
      </Title>
      <Text c="dimmed" mb="xl">
        {t("Four steps from registration to admission.")}
      </Text>
      <Timeline active={4} bulletSize={32} lineWidth={2}>
        <Timeline.Item bullet={<IconUser size={16} />} title={t("1. Complete your profile")}>
          <Text size="sm" c="dimmed">
            {t(
              "Fill in your personal details, UG and PG academics and entrance exam details, and upload the documents each section asks for. Working professionals also tick the employed checkbox, fill in their employment details and upload an employment certificate, a co-guide willingness certificate and a co-guide PhD certificate.",
            )}
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconSend size={16} />} title={t("2. Apply to departments")}>
          <Text size="sm" c="dimmed">
            {t(
              "Choose a department and an application type (Regular Candidate or Working Professional). Upload a statement of purpose for each application, and the application fee receipt — one receipt can be shared across several applications.",
            )}
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconBell size={16} />} title={t("3. Wait for notifications")}>
          <Text size="sm" c="dimmed">
            {t(
              "Coordinators verify your documents and the account section verifies your fee payment. You are notified by e-mail.",
            )}
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconRefresh size={16} />} title={t("4. Reapply if needed")}>
          <Text size="sm" c="dimmed">
            {t(
              "If a reviewer asks for changes beyond your profile details, replace the flagged documents and reapply from the application page.",
            )}
          </Text>
        </Timeline.Item>
      </Timeline>

      <Stack mt="xl" gap="lg">
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t("E-mail notifications you will receive")}
          </Title>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={20} radius="xl" color="teal">
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            <List.Item>{t("Application submission confirmation")}</List.Item>
            <List.Item>{t("Application status updates")}</List.Item>
            <List.Item>{t("Document verification status")}</List.Item>
            <List.Item>{t("Required changes or resubmissions")}</List.Item>
          </List>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t("Tips")}
          </Title>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={20} radius="xl" color="yellow">
                <IconBulb size={12} />
              </ThemeIcon>
            }
          >
            <List.Item>{t("Upload documents as PDF where you can (JPG and PNG are accepted too).")}</List.Item>
            <List.Item>{t("One fee receipt can be used for several applications — do not pay twice.")}</List.Item>
            <List.Item>{t("Review every section before you submit an application.")}</List.Item>
          </List>
        </Card>
        <Button component={Link} to={paths.candidateRegister} size="md" style={{ alignSelf: "center" }}>
          {t("Register Now")}
        </Button>
      </Stack>
    </Container>
  );
}
