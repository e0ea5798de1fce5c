import { Anchor, Badge, Group, Progress, Stack, Text } from "@mantine/core";
import { profileProgress, type SectionProgress } from "@phd/shared";
import { IconUserCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { VerificationBadge } from "../../components/documents/verification-badge.tsx";
import { PlainList } from "../../components/lists/list-table.tsx";
import { useLabel, useTranslation } from "../../lib/i18n.ts";
import { useProfile } from "../profile/index.ts";
import { QueryCard } from "./dashboard-card.tsx";

/** Badges keep their whole label: they move under the section name rather than shrink. */
const KEEP_WHOLE = { root: { flexShrink: 0, maxWidth: "none" }, label: { overflow: "visible" } } as const;

/** The shared progress names what was flagged: "Section details" (this page's words) or a document (vocabulary). */
const SECTION_DETAILS = "Section details";

function SectionRow({ s }: { s: SectionProgress }) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const flagged = s.flagged.map((item) => (item === SECTION_DETAILS ? t("Section details") : label(item)));
  return (
    <li data-testid={`progress-${s.section}`}>
      <Group justify="space-between" gap={6} wrap="wrap">
        <Anchor component={Link} to={s.href} size="sm" fw={500}>
          {label(s.label)}
        </Anchor>
        {s.saved || s.status === "MODIFICATION_REQUESTED" ? (
          <VerificationBadge status={s.status} size="sm" styles={KEEP_WHOLE} />
        ) : (
          <Badge variant="outline" color="gray" c="var(--mantine-color-gray-8)" size="sm" styles={KEEP_WHOLE}>
            {t("Not saved")}
          </Badge>
        )}
      </Group>
      {flagged.length > 0 && (
        <Text size="xs" c="red.8" mt={2}>
          {t("Needs changes: {{items}}", { items: flagged.join(", ") })}
        </Text>
      )}
    </li>
  );
}

/** How many of the four profile sections are saved, each with its verification state (spec 000 §2, §4). */
export function ProfileProgressCard() {
  const { t } = useTranslation("candidate");
  const profile = useProfile();
  return (
    <QueryCard
      title={t("Profile progress")}
      icon={<IconUserCheck size={20} aria-hidden />}
      data-testid="profile-progress"
      queries={[profile]}
      errorMessage={t("Failed to load profile data. Please try again later.")}
      lines={5}
    >
      {() => {
        // QueryContent renders this only once the profile has loaded.
        if (!profile.data) return null;
        const p = profileProgress(profile.data);
        return (
          <Stack gap="sm">
            <Text size="sm" fw={600} data-testid="profile-progress-count">
              {t("{{saved}} of {{total}} sections saved", { saved: p.saved, total: p.total })}
            </Text>
            <Progress
              value={(p.saved / p.total) * 100}
              color={p.saved === p.total ? "green" : undefined}
              aria-label={t("Profile: {{saved}} of {{total}} sections saved", { saved: p.saved, total: p.total })}
              size="md"
            />
            <PlainList gap="xs">
              {p.sections.map((s) => (
                <SectionRow key={s.section} s={s} />
              ))}
            </PlainList>
          </Stack>
        );
      }}
    </QueryCard>
  );
}
