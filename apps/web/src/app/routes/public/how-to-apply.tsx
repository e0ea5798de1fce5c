import { Button, Card, Container, List, Stack, Text, ThemeIcon, Timeline, Title } from "@mantine/core";
import { paths } from "@phd/shared";
import { type Icon, IconBell, IconBulb, IconCheck, IconRefresh, IconSend, IconUser } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";

/** A card with a heading over a list, each item marked by the same round icon. */
function MarkedList({
  title,
  color,
  icon: MarkIcon,
  items,
}: {
  title: string;
  color: string;
  icon: Icon;
  items: string[];
}) {
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <List
        spacing="xs"
        icon={
          <ThemeIcon size={20} radius="xl" color={color}>
            <MarkIcon size={12} />
          </ThemeIcon>
        }
      >
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Card>
  );
}

/** The public guide (spec 000 §2 How to Apply). */
export function HowToApplyPage() {
  const { t } = useTranslation("public");
  const steps = [
    {
      icon: IconUser,
      title: t("1. Complete your profile"),
      body: t(
        "Fill in your personal details, UG and PG academics and entrance exam details, and upload the documents each section asks for. Working professionals also tick the employed checkbox, fill in their employment details and upload an employment certificate, a co-guide willingness certificate and a co-guide PhD certificate.",
      ),
    },
    {
      icon: IconSend,
      title: t("2. Apply to departments"),
      body: t(
        "Choose a department and an application type (Regular Candidate or Working Professional). Upload a statement of purpose for each application, and the application fee receipt — one receipt can be shared across several applications.",
      ),
    },
    {
      icon: IconBell,
      title: t("3. Wait for notifications"),
      body: t(
        "Coordinators verify your documents and the account section verifies your fee payment. You are notified by e-mail.",
      ),
    },
    {
      icon: IconRefresh,
      title: t("4. Reapply if needed"),
      body: t(
        "If a reviewer asks for changes beyond your profile details, replace the flagged documents and reapply from the application page.",
      ),
    },
  ];
  return (
    <Container size="md" py="xl">
      <Title order={1} size="h2">
        {t("How to Apply")}
      </Title>
      <Text c="dimmed" mb="xl">
        {t("Four steps from registration to admission.")}
      </Text>
      <Timeline active={steps.length} bulletSize={32} lineWidth={2}>
        {steps.map(({ icon: StepIcon, title, body }) => (
          <Timeline.Item key={title} bullet={<StepIcon size={16} />} title={title}>
            <Text size="sm" c="dimmed">
              {body}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>

      <Stack mt="xl" gap="lg">
        <MarkedList
          title={t("E-mail notifications you will receive")}
          color="teal"
          icon={IconCheck}
          items={[
            t("Application submission confirmation"),
            t("Application status updates"),
            t("Document verification status"),
            t("Required changes or resubmissions"),
          ]}
        />
        <MarkedList
          title={t("Tips")}
          color="yellow"
          icon={IconBulb}
          items={[
            t("Upload documents as PDF where you can (JPG and PNG are accepted too)."),
            t("One fee receipt can be used for several applications — do not pay twice."),
            t("Review every section before you submit an application."),
          ]}
        />
        <Button component={Link} to={paths.candidateRegister} size="md" style={{ alignSelf: "center" }}>
          {t("Register Now")}
        </Button>
      </Stack>
    </Container>
  );
}
