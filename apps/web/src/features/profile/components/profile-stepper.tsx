import { Button, Group, Stepper, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { PROFILE_SECTION_LABELS, PROFILE_SECTIONS, type ProfileSection } from "@phd/shared";
import { IconArrowLeft, IconArrowRight, IconCheck } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";

export interface ProfileStepperProps {
  active: number;
  onStepChange: (step: number) => void;
  completed: Record<ProfileSection, boolean>;
}

const GREEN = "var(--mantine-color-green-7)";
const PRIMARY = "var(--mantine-primary-color-filled)";

/**
 * Step circles show the section's own state, not their position: a completed section has a check
 * mark (green), any other its number, and the current step a ring. Mantine's Stepper would mark
 * every step before the active one as done, so the icons and colours are set per step here.
 */
function stepStyles(done: boolean, current: boolean): Record<string, CSSProperties> {
  const ring = current ? `0 0 0 3px var(--mantine-primary-color-light)` : undefined;
  if (done) {
    return {
      stepIcon: { backgroundColor: GREEN, borderColor: current ? PRIMARY : GREEN, color: "white", boxShadow: ring },
      stepCompletedIcon: { color: "white" },
    };
  }
  return {
    stepIcon: {
      backgroundColor: current ? "var(--mantine-color-body)" : "var(--mantine-color-gray-1)",
      borderColor: current ? PRIMARY : "var(--mantine-color-gray-4)",
      color: "var(--mantine-color-gray-8)",
      boxShadow: ring,
    },
    stepCompletedIcon: { color: "var(--mantine-color-gray-8)" },
  };
}

type Layout = "wide" | "stacked" | "vertical";

/** Labels beside the circles when there is room, under them on medium widths, a vertical list on phones. */
function layoutFor(width: number): Layout {
  if (width === 0 || width >= 880) return "wide";
  return width >= 500 ? "stacked" : "vertical";
}

const STACKED: Record<string, CSSProperties> = {
  steps: { alignItems: "flex-start" },
  separator: { marginTop: "calc(var(--stepper-icon-size) / 2)", marginInline: 8 },
};
const STACKED_STEP: Record<string, CSSProperties> = {
  step: { flexDirection: "column", alignItems: "center", textAlign: "center", minWidth: 0 },
  stepBody: { marginInlineStart: 0, marginTop: 8, alignItems: "center" },
};

/** The four-step profile indicator (spec 000 §2): numbered circles; clicking a step jumps to it. */
export function ProfileStepper({ active, onStepChange, completed }: ProfileStepperProps) {
  const { t } = useTranslation("profile");
  const label = useLabel();
  const { ref, width } = useElementSize();
  const layout = layoutFor(width);
  return (
    <nav aria-label={t("Profile sections")} ref={ref}>
      <Stepper
        active={active}
        onStepClick={onStepChange}
        allowNextStepsSelect
        orientation={layout === "vertical" ? "vertical" : "horizontal"}
        size={layout === "wide" ? "md" : "sm"}
        wrap={false}
        styles={{
          separator: { backgroundColor: "var(--mantine-color-gray-3)" },
          ...(layout === "stacked" ? STACKED : {}),
        }}
      >
        {PROFILE_SECTIONS.map((section, i) => {
          const done = completed[section];
          const mark = done ? <IconCheck size={18} stroke={3} aria-hidden data-testid="step-check" /> : i + 1;
          const own = stepStyles(done, i === active);
          return (
            <Stepper.Step
              key={section}
              label={label(PROFILE_SECTION_LABELS[section])}
              description={done ? t("Completed") : t("Not completed")}
              icon={mark}
              progressIcon={mark}
              completedIcon={mark}
              allowStepSelect
              aria-current={i === active ? "step" : undefined}
              styles={layout === "stacked" ? { ...own, ...STACKED_STEP } : own}
            />
          );
        })}
      </Stepper>
    </nav>
  );
}

/** Back (disabled on the first step) and Next (disabled on the last). */
export function StepNavigation({ active, onStepChange }: Pick<ProfileStepperProps, "active" | "onStepChange">) {
  const { t } = useTranslation("profile");
  const last = PROFILE_SECTIONS.length - 1;
  return (
    <Group justify="space-between" gap="sm">
      <Button
        variant="default"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        disabled={active === 0}
        onClick={() => onStepChange(active - 1)}
      >
        {t("Back")}
      </Button>
      <Text size="sm" c="dimmed">
        {t("Step {{step}} of {{total}}", { step: active + 1, total: PROFILE_SECTIONS.length })}
      </Text>
      <Button
        variant="default"
        rightSection={<IconArrowRight size={16} aria-hidden />}
        disabled={active === last}
        onClick={() => onStepChange(active + 1)}
      >
        {t("Next")}
      </Button>
    </Group>
  );
}
