import { Card, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { APPLICATION_TYPE_LABELS, type ApplicationType, FEE_FIELD_LABELS, formatRupees } from "@phd/shared";
import type { FeeForm } from "./use-apply-wizard.ts";

interface FeeStepProps {
  form: FeeForm;
  department: string | null;
  type: ApplicationType | null;
  /** File names for the summary: the picked file, else the one on file. */
  sopName: string | undefined;
  feeReceiptName: string | undefined;
}

// The wizard shows the first fee problem in its alert, so the fields carry no message of their own.
const NO_ERROR = { withError: false } as const;

/** The latest moment the picker offers: now, in the candidate's local time. */
const localNow = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Step 4: the payment's details beside a summary of the application. */
export function FeeStep({ form, department, type, sopName, feeReceiptName }: FeeStepProps) {
  const { amount } = form.getValues();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} mt="md" spacing="xl">
      <Stack>
        <TextInput
          label={FEE_FIELD_LABELS.utrDuNumber}
          required
          {...form.getInputProps("utrDuNumber", NO_ERROR)}
          description="The reference number of your payment"
        />
        <NumberInput
          label={`${FEE_FIELD_LABELS.amount} (₹)`}
          required
          min={1}
          decimalScale={2}
          value={amount}
          onChange={(v) => form.setFieldValue("amount", v === "" ? "" : String(v))}
          thousandSeparator=","
        />
        <TextInput
          type="datetime-local"
          label={FEE_FIELD_LABELS.transactionTime}
          required
          {...form.getInputProps("transactionTime", NO_ERROR)}
          max={localNow()}
        />
        <TextInput label={FEE_FIELD_LABELS.bankName} required {...form.getInputProps("bankName", NO_ERROR)} />
      </Stack>
      <Card withBorder>
        <Title order={3} size="h5" mb="sm">
          Summary
        </Title>
        <Stack gap={6}>
          <Text size="sm">
            <b>Department:</b> {department}
          </Text>
          <Text size="sm">
            <b>Type:</b> {type ? APPLICATION_TYPE_LABELS[type] : ""}
          </Text>
          <Text size="sm">
            <b>SOP:</b> {sopName ?? "—"}
          </Text>
          <Text size="sm">
            <b>Fee receipt:</b> {feeReceiptName ?? "—"}
          </Text>
          <Text size="sm">
            <b>Amount:</b> {amount ? formatRupees(amount) : "—"}
          </Text>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
