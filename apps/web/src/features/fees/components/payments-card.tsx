import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import { feeListHref } from "../list-params.ts";

/** "Payments" on the account section's home: links to the fee list filtered to what needs attention. */
export function PaymentsCard() {
  const { t } = useTranslation("accounts");
  const links = [
    { text: t("Waiting for verification"), href: feeListHref({ verificationStatus: "PENDING" }) },
    { text: t("Modification requested"), href: feeListHref({ verificationStatus: "MODIFICATION_REQUESTED" }) },
    { text: t("Duplicate UTRs"), href: feeListHref({ duplicatesOnly: true }) },
  ];
  return (
    <Card withBorder component="section" padding="md" radius="md" mt="xl" aria-labelledby="payments-title">
      <Title order={2} size="h3" id="payments-title" mb="sm">
        <IconReceipt size={22} aria-hidden style={{ verticalAlign: "-3px", marginRight: 8 }} />
        {t("Payments")}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t("Fee payments that need your attention.")}
      </Text>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
        {links.map((l) => (
          <li key={l.href}>
            <Anchor component={Link} to={l.href} size="sm" fw={500}>
              {l.text}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
