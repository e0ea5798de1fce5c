import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { APPLICATION_TYPE_LABELS, type ApplicationType, formatRupees } from "@phd/shared";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
// The wizard shows the first fee problem in its alert, so the fields carry no message of their own.
import { FeeFields, type FeeForm } from "./fee-fields.tsx";

interface FeeStepProps {
  form: FeeForm;
  department: string | null;
  type: ApplicationType | null;
  /** File names for the summary: the picked file, else the one on file. */
  sopName: string | undefined;
  feeReceiptName: string | undefined;
}

/** Step 4: the payment's details beside a summary of the application. */
export function FeeStep({ form, department, type, sopName, feeReceiptName }: FeeStepProps) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const { amount } = form.getValues();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} mt="md" spacing="xl">
      <Stack>
        <FeeFields form={form} withErrors={false} />
      </Stack>
      <Card withBorder>
        <Title order={3} size="h5" mb="sm">
          {t("Summary")}
        </Title>
        <Stack gap={6}>
          <Text size="sm">
            <b>{t("Department:")}</b> {department}
          </Text>
          <Text size="sm">
            <b>{t("Type:")}</b> {type ? label(APPLICATION_TYPE_LABELS[type]) : ""}
          </Text>
          <Text size="sm">
            <b>{t("SOP:")}</b> {sopName ?? "—"}
          </Text>
          <Text size="sm">
            <b>{t("Fee receipt:")}</b> {feeReceiptName ?? "—"}
          </Text>
          <Text size="sm">
            <b>{t("Amount:")}</b> {amount ? formatRupees(amount) : "—"}
          </Text>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
