import { Anchor, Button, Card, List, Stack, Text, Title } from "@mantine/core";
import { type NextStep, nextStep } from "@phd/shared";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { useMyApplications, useMyDocuments } from "../applications/index.ts";
import { useAdmissionsOpen } from "../constants/index.ts";
import { useProfile } from "../profile/index.ts";
import { QueryContent } from "./query-content.tsx";

const ACCENT: Record<NextStep["kind"], string> = {
  "fix-flagged": "var(--mantine-color-red-7)",
  "complete-profile": "var(--mantine-primary-color-filled)",
  "continue-profile": "var(--mantine-primary-color-filled)",
  apply: "var(--mantine-color-green-7)",
  "admissions-closed": "var(--mantine-color-gray-6)",
  "wait-for-review": "var(--mantine-color-yellow-6)",
  "all-reviewed": "var(--mantine-color-green-7)",
};

/** The shared rule's words (title, description, places, action), worded in the language shown. */
function StepBody({ step }: { step: NextStep }) {
  const { t } = useTranslation("candidate");
  return (
    <Stack gap="sm" align="flex-start" data-kind={step.kind}>
      <Title order={2} size="h3">
        {step.title}
      </Title>
      <Text size="sm">{step.description}</Text>
      {step.flagged.length > 0 && (
        <List size="sm" spacing={4} aria-label={t("What was flagged")}>
          {step.flagged.map((place) => (
            <List.Item key={place.href + place.label}>
              <Anchor component={Link} to={place.href} fw={600} size="sm">
                {place.label}
              </Anchor>
              : {place.items.join(", ")}
            </List.Item>
          ))}
        </List>
      )}
      {step.action && (
        <Button
          component={Link}
          to={step.action.to}
          color={step.kind === "fix-flagged" ? "red" : undefined}
          rightSection={<IconArrowRight size={16} aria-hidden />}
          style={{ maxWidth: "100%" }}
          styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
          h="auto"
          mih={36}
          py={6}
        >
          {step.action.label}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The one thing the candidate should do now, decided by the shared rule from the cached profile,
 * applications, documents and admission status (the same queries the other candidate pages use).
 */
export function NextStepCard() {
  const { t } = useTranslation("candidate");
  const profile = useProfile();
  const applications = useMyApplications();
  const documents = useMyDocuments();
  const admissions = useAdmissionsOpen();
  const step =
    profile.data && applications.data && documents.data && admissions.data !== undefined
      ? nextStep(
          {
            profile: profile.data,
            applications: applications.data.applications,
            documents: documents.data,
            admissionsOpen: admissions.data,
          },
          t,
        )
      : null;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      data-testid="next-step"
      style={{ borderInlineStart: `5px solid ${step ? ACCENT[step.kind] : "var(--mantine-color-gray-3)"}` }}
    >
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
        {t("Next step")}
      </Text>
      <QueryContent
        queries={[profile, applications, documents, admissions]}
        errorMessage={t("Failed to load your progress, so the next step is not known.")}
        lines={3}
      >
        {() => step && <StepBody step={step} />}
      </QueryContent>
    </Card>
  );
}
