import { Group, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import {
  APPLICATION_TYPE_LABELS,
  type ApplicationType,
  duplicateApplicationMessage,
  WORKING_PROFESSIONAL_RULE,
} from "@phd/shared";
import { IconBriefcase, IconCheck, IconSchool } from "@tabler/icons-react";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";

interface TypeStepProps {
  department: string | null;
  type: ApplicationType | null;
  isWorkingProfessional: boolean;
  /** Whether the candidate already applied to this department as this type. */
  applied: (department: string | null, type: ApplicationType) => boolean;
  onChange: (type: ApplicationType) => void;
}

/**
 * Step 2: Regular or Working Professional, as tiles that say why one cannot be chosen. The reasons
 * are the shared rule's words (the server refuses with the same), shown as they are.
 */
export function TypeStep({ department, type, isWorkingProfessional, applied, onChange }: TypeStepProps) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" role="radiogroup" aria-label={t("Application type")}>
      {(["REGULAR", "WORKING_PROFESSIONAL"] as const).map((kind) => {
        const already = applied(department, kind);
        const ineligible = kind === "WORKING_PROFESSIONAL" && !isWorkingProfessional;
        const disabled = already || ineligible;
        const selected = type === kind;
        const Icon = kind === "REGULAR" ? IconSchool : IconBriefcase;
        return (
          <UnstyledButton
            key={kind}
            role="radio"
            aria-checked={selected}
            aria-disabled={disabled}
            disabled={disabled}
            onClick={() => onChange(kind)}
          >
            <Paper
              withBorder
              p="md"
              h="100%"
              // A faded tile would drop its reason text below 4.5:1; the theme's grey surface keeps it readable.
              className={disabled ? "tile-unavailable" : undefined}
              style={{
                borderColor: selected ? "var(--mantine-color-indigo-6)" : undefined,
                borderWidth: selected ? 2 : 1,
                cursor: disabled ? "not-allowed" : "pointer",
              }}
            >
              <Group wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size="lg">
                  <Icon size={20} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{label(APPLICATION_TYPE_LABELS[kind])}</Text>
                  {already ? (
                    <Text size="sm" c="red.8">
                      {duplicateApplicationMessage(department ?? "", kind)}
                    </Text>
                  ) : ineligible ? (
                    <Text size="sm" c="dimmed">
                      {WORKING_PROFESSIONAL_RULE}
                    </Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {kind === "REGULAR"
                        ? t("Full-time doctoral study.")
                        : t("For candidates employed in industry or academia.")}
                    </Text>
                  )}
                </div>
                {selected && <IconCheck color="var(--mantine-color-indigo-6)" aria-hidden />}
              </Group>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
