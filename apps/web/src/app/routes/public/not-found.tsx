import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";

const COUNTDOWN_SECONDS = 5;

/** Counts down from 5 then goes to "/" (spec 000 §2). */
export function NotFoundPage() {
  const { t } = useTranslation("public");
  const navigate = useNavigate();
  const [left, setLeft] = useState(COUNTDOWN_SECONDS);

  useEffect(() => {
    if (left <= 0) {
      navigate("/", { replace: true });
      return;
    }
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate]);

  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        {/* Large text: indigo.5 reads at 3.67:1 (AA for large text is 3:1; indigo.2 was 1.64:1). */}
        <Text fz={72} fw={800} c="indigo.5" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{t("Page Not Found")}</Title>
        <Text c="dimmed">{t("The page you're looking for doesn't exist or has been moved.")}</Text>
        <Text size="sm" aria-live="polite">
          {t("Redirecting to the home page in {{count}} second…", {
            count: left,
            defaultValue_other: "Redirecting to the home page in {{count}} seconds…",
          })}
        </Text>
        <Group>
          <Button onClick={() => navigate("/")}>{t("Go to Homepage")}</Button>
          <Button variant="default" onClick={() => navigate(-1)}>
            {t("Go Back")}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
