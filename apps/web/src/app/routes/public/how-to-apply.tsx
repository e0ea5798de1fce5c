import { Button, Card, Container, List, Stack, Text, ThemeIcon, Timeline, Title } from "@mantine/core";
import { paths } from "@phd/shared";
import { IconBell, IconBulb, IconCheck, IconRefresh, IconSend, IconUser } from "@tabler/icons-react";
import { Link } from "react-router";

/** The public guide (spec 000 §2 How to Apply). */
export function HowToApplyPage() {
  return (
    <Container size="md" py="xl">
      <Title order={1} size="h2">
        How to Apply
      </Title>
      <Text c="dimmed" mb="xl">
        Four steps from registration to admission.
      </Text>
      <Timeline active={4} bulletSize={32} lineWidth={2}>
        <Timeline.Item bullet={<IconUser size={16} />} title="1. Complete your profile">
          <Text size="sm" c="dimmed">
            Fill in your personal details, UG and PG academics and entrance exam details, and upload the documents each
            section asks for. Working professionals also tick the employed checkbox, fill in their employment details
            and upload an employment certificate, a co-guide willingness certificate and a co-guide PhD certificate.
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconSend size={16} />} title="2. Apply to departments">
          <Text size="sm" c="dimmed">
            Choose a department and an application type (Regular Candidate or Working Professional). Upload a statement
            of purpose for each application, and the application fee receipt — one receipt can be shared across several
            applications.
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconBell size={16} />} title="3. Wait for notifications">
          <Text size="sm" c="dimmed">
            Coordinators verify your documents and the account section verifies your fee payment. You are notified by
            e-mail.
          </Text>
        </Timeline.Item>
        <Timeline.Item bullet={<IconRefresh size={16} />} title="4. Reapply if needed">
          <Text size="sm" c="dimmed">
            If a reviewer asks for changes beyond your profile details, replace the flagged documents and reapply from
            the application page.
          </Text>
        </Timeline.Item>
      </Timeline>

      <Stack mt="xl" gap="lg">
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            E-mail notifications you will receive
          </Title>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={20} radius="xl" color="teal">
                <IconCheck size={12} />
              </ThemeIcon>
            }
          >
            <List.Item>Application submission confirmation</List.Item>
            <List.Item>Application status updates</List.Item>
            <List.Item>Document verification status</List.Item>
            <List.Item>Required changes or resubmissions</List.Item>
          </List>
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Tips
          </Title>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={20} radius="xl" color="yellow">
                <IconBulb size={12} />
              </ThemeIcon>
            }
          >
            <List.Item>Upload documents as PDF where you can (JPG and PNG are accepted too).</List.Item>
            <List.Item>One fee receipt can be used for several applications — do not pay twice.</List.Item>
            <List.Item>Review every section before you submit an application.</List.Item>
          </List>
        </Card>
        <Button component={Link} to={paths.candidateRegister} size="md" style={{ alignSelf: "center" }}>
          Register Now
        </Button>
      </Stack>
    </Container>
  );
}
