import { Box, Stack, Title } from "@mantine/core";
import { formatDay } from "@phd/shared";
import type { ReactNode } from "react";
import type { EntranceData } from "../api.ts";
import { ValueGrid, yesNo } from "./value-grid.tsx";

export const EXAM_FLAG = { gate: "givenGate", rpet: "givenRpet", net: "givenNet" } as const;
const EXAM_LABEL = { gate: "GATE", rpet: "RPET", net: "NET" } as const;

function examsGiven(d: EntranceData | null): string | null {
  if (!d) return null;
  if (d.hasNotGivenAnyEntranceExam) return "None (I have not given any entrance exam)";
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
  return (
    <Stack gap="md">
      <ValueGrid
        items={[
          { label: "Entrance exams given", value: examsGiven(d) },
          { label: "Eligible for RPET", value: yesNo(d?.isEligibleForRpet) },
        ]}
      />
      {d?.givenGate && (
        <ExamView
          title="GATE Details"
          items={[
            { label: "Discipline", value: d.gateExamDetails?.discipline },
            { label: "Category", value: d.gateExamDetails?.category },
            { label: "Score", value: d.gateExamDetails?.score },
            { label: "Marks", value: d.gateExamDetails?.marks },
            {
              label: "Last Date of Validation",
              value: d.gateExamDetails?.lastDateOfValidation ? formatDay(d.gateExamDetails.lastDateOfValidation) : null,
            },
            { label: "Qualified", value: d.gateExamDetails?.isQualified },
          ]}
        />
      )}
      {d?.givenRpet && (
        <ExamView
          title="RPET Details"
          items={[
            { label: "Year", value: d.rpetExamDetails?.year },
            { label: "Qualified", value: d.rpetExamDetails?.isQualified },
          ]}
        />
      )}
      {d?.givenNet && (
        <ExamView
          title="NET Details"
          items={[
            { label: "Score", value: d.netExamDetails?.score },
            { label: "Percentile", value: d.netExamDetails?.percentile },
            { label: "Qualified", value: d.netExamDetails?.isQualified },
            { label: "JRF awarded", value: d.netExamDetails?.isJrf },
          ]}
        />
      )}
    </Stack>
  );
}
