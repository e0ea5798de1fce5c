import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { Link } from "react-router";
import { feeListHref } from "../list-params.ts";

const LINKS = [
  { text: "Waiting for verification", href: feeListHref({ verificationStatus: "PENDING" }) },
  { text: "Modification requested", href: feeListHref({ verificationStatus: "MODIFICATION_REQUESTED" }) },
  { text: "Duplicate UTRs", href: feeListHref({ duplicatesOnly: true }) },
];

/** "Payments" on the account section's home: links to the fee list filtered to what needs attention. */
export function PaymentsCard() {
  return (
    <Card withBorder component="section" padding="md" radius="md" mt="xl" aria-labelledby="payments-title">
      <Title order={2} size="h3" id="payments-title" mb="sm">
        <IconReceipt size={22} aria-hidden style={{ verticalAlign: "-3px", marginRight: 8 }} />
        Payments
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Fee payments that need your attention.
      </Text>
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
        {LINKS.map((l) => (
          <li key={l.text}>
            <Anchor component={Link} to={l.href} size="sm" fw={500}>
              {l.text}
            </Anchor>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
