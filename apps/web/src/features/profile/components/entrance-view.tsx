import { Box, Stack, Title } from "@mantine/core";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import type { EntranceData } from "../api.ts";
import { useChoiceWords, yesNo } from "../choices.ts";
import { ValueGrid } from "./value-grid.tsx";

export const EXAM_FLAG = { gate: "givenGate", rpet: "givenRpet", net: "givenNet" } as const;
/** The exams' names, written so in every language (the glossary keeps them). */
export const EXAM_LABEL = { gate: "GATE", rpet: "RPET", net: "NET" } as const;

function examsGiven(d: EntranceData | null, t: TFunction): string | null {
  if (!d) return null;
  if (d.hasNotGivenAnyEntranceExam) return t("None (I have not given any entrance exam)");
  const given = (["gate", "rpet", "net"] as const).filter((x) => d[EXAM_FLAG[x]]).map((x) => EXAM_LABEL[x]);
  return given.length ? given.join(", ") : null;
}

function ExamView({ title, items }: { title: string; items: { label: string; value: ReactNode }[] }) {
  return (
    <Box>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <ValueGrid items={items} />
    </Box>
  );
}

/** The saved entrance exams, read-only: which were given, then the details of each. */
export function EntranceView({ data: d }: { data: EntranceData | null }) {
  const { t } = useTranslation("profile");
  const dates = useDates();
  const words = useChoiceWords();
  /** A saved choice ("Yes", a discipline…) in the language shown. */
  const word = (v: string | null | undefined) => v && words(v);
  return (
    <Stack gap="md">
      <ValueGrid
        items={[
          { label: t("Entrance exams given"), value: examsGiven(d, t) },
          { label: t("Eligible for RPET"), value: yesNo(t, d?.isEligibleForRpet) },
        ]}
      />
      {d?.givenGate && (
        <ExamView
          title={t("GATE Details")}
          items={[
            { label: t("Discipline"), value: word(d.gateExamDetails?.discipline) },
            { label: t("Category"), value: word(d.gateExamDetails?.category) },
            { label: t("Score"), value: d.gateExamDetails?.score },
            { label: t("Marks"), value: d.gateExamDetails?.marks },
            {
              label: t("Last Date of Validation"),
              value: d.gateExamDetails?.lastDateOfValidation ? dates.day(d.gateExamDetails.lastDateOfValidation) : null,
            },
            { label: t("Qualified"), value: word(d.gateExamDetails?.isQualified) },
          ]}
        />
      )}
      {d?.givenRpet && (
        <ExamView
          title={t("RPET Details")}
          items={[
            { label: t("Year"), value: d.rpetExamDetails?.year },
            { label: t("Qualified"), value: word(d.rpetExamDetails?.isQualified) },
          ]}
        />
      )}
      {d?.givenNet && (
        <ExamView
          title={t("NET Details")}
          items={[
            { label: t("Score"), value: d.netExamDetails?.score },
            { label: t("Percentile"), value: d.netExamDetails?.percentile },
            { label: t("Qualified"), value: word(d.netExamDetails?.isQualified) },
            { label: t("JRF awarded"), value: word(d.netExamDetails?.isJrf) },
          ]}
        />
      )}
    </Stack>
  );
}
