import { Container, Stack } from "@mantine/core";
import { PageHeader } from "../../../components/page-header.tsx";
import { AadhaarSetting, ErasureQueue, NoticeEditor, RetentionSection } from "../../../features/privacy/admin.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** /data-protection: the candidates' data rights as the admin runs them (DPDP Act 2023, issue 28). */
export function DataProtectionPage() {
  const { t } = useTranslation("admin");
  return (
    <Container size="md" py="md" px={{ base: "xs", sm: "md" }}>
      <Stack gap="md">
        <PageHeader
          title={t("Data protection")}
          description={t("The privacy notice candidates agree to, and what happens to their data.")}
        />
        <NoticeEditor />
        <ErasureQueue />
        <RetentionSection />
        <AadhaarSetting />
      </Stack>
    </Container>
  );
}
