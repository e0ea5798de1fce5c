import { Card, List, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import {
  CATEGORY_LABELS,
  channelMethods,
  qualifyingWords,
  SELECTION_METHOD_LABELS,
  SELECTION_METHODS,
  type SelectionChannel,
  type SelectionRules,
  tieBreakWords,
  weightWords,
} from "@phd/shared";
import { useId } from "react";
import { DetailList, DetailRow } from "../../../components/detail-list.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { Trans, useLabel, useTranslation, useWords } from "../../../lib/i18n.ts";
import type { MeritList } from "../api.ts";
import { ScrollTable } from "./scroll-table.tsx";

/** The round's rules the list was computed with: the weights, the qualifying mark and its relaxation, the tie-breaks. */
export function MeritRules({ rules, channel }: { rules: SelectionRules; channel: SelectionChannel }) {
  const { t } = useTranslation("merit");
  const label = useLabel();
  // The weights, the qualifying mark and the tie-breaks are worded by the shared merit-words (as on the PDF).
  const words = useWords("vocabulary");
  const headingId = useId();
  const used = channelMethods(rules, channel);
  const methods = used.length > 0 ? used : [...SELECTION_METHODS];
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" mb="sm" id={headingId}>
        {t("Rules applied")}
      </Title>
      <DetailList>
        <DetailRow label={t("Weights")}>
          <Stack gap={2} component="span">
            {methods.map((m) => (
              <span key={m}>
                {label(SELECTION_METHOD_LABELS[m])}: {weightWords(m, rules, words)}
              </span>
            ))}
          </Stack>
        </DetailRow>
        {methods.includes("TEST_AND_INTERVIEW") && (
          <DetailRow label={t("Qualifying mark")}>{qualifyingWords(rules, words)}</DetailRow>
        )}
        <DetailRow label={t("Ties broken by")}>
          <List type="ordered" size="sm" spacing={2} aria-label={t("Tie-breaks in order")}>
            {/* The round's tie-breaks, then the application ID. */}
            {tieBreakWords(rules, words).map((tie) => (
              <List.Item key={tie}>{tie}</List.Item>
            ))}
          </List>
        </DetailRow>
      </DetailList>
    </Card>
  );
}

/** The channel's seats by category and how many the list fills, with the seats for persons with disabilities. */
export function SeatFill({ list }: { list: Pick<MeritList, "seats" | "seatFill" | "unfilled"> }) {
  const { t } = useTranslation("merit");
  const label = useLabel();
  const headingId = useId();
  const rows = list.seatFill.filter((f) => f.seats > 0 || f.filled > 0);
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" mb="sm" id={headingId}>
        {t("Seats")}
      </Title>
      {list.seats === null ? (
        <Text size="sm" c="dimmed">
          {t("The seats of this channel have not been entered in the seat matrix yet.")}
        </Text>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Text size="sm">
              <Trans
                t={t}
                i18nKey="Seats in the channel: <strong>{{total}}</strong>"
                values={{ total: list.seats.total }}
                components={{ strong: <strong /> }}
              />
            </Text>
            <Text size="sm" c={list.unfilled > 0 ? "orange.9" : undefined}>
              <Trans
                t={t}
                i18nKey="Unfilled: <strong>{{unfilled}}</strong>"
                values={{ unfilled: list.unfilled }}
                components={{ strong: <strong /> }}
              />
            </Text>
          </SimpleGrid>
          {rows.length > 0 && (
            <ScrollTable label={t("Seat fill by category")} minWidth={520}>
              <Table verticalSpacing={6} aria-label={t("Seat fill by category")}>
                <TableHead
                  scope="col"
                  columns={[t("Category"), t("Seats"), t("Filled"), t("PwD seats"), t("PwD seats filled")]}
                />
                <Table.Tbody>
                  {rows.map((f) => (
                    <Table.Tr key={f.category}>
                      <Table.Th scope="row" fw={500}>
                        {label(CATEGORY_LABELS[f.category])}
                      </Table.Th>
                      <Table.Td>{f.seats}</Table.Td>
                      <Table.Td>{f.filled}</Table.Td>
                      <Table.Td>{f.disabilitySeats}</Table.Td>
                      <Table.Td>{f.disabilityFilled}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </Stack>
      )}
    </Card>
  );
}
