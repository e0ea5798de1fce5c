import { Container, Stack, Text, Title } from "@mantine/core";
import { AadhaarSetting, ErasureQueue, NoticeEditor, RetentionSection } from "../../../features/privacy/admin.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** /data-protection: the candidates' data rights as the admin runs them (DPDP Act 2023, issue 28). */
export function DataProtectionPage() {
  const { t } = useTranslation("admin");
  return (
    <Container size="md" py="md" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t("Data protection")}
          </Title>
          <Text c="dimmed">{t("The privacy notice candidates agree to, and what happens to their data.")}</Text>
        </div>
        <NoticeEditor />
        <ErasureQueue />
        <RetentionSection />
        <AadhaarSetting />
      </Stack>
    </Container>
  );
}
