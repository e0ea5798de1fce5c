import { Alert, Button, Container, Stack } from "@mantine/core";
import { useRouteError } from "react-router";
import { useTranslation } from "../lib/i18n.ts";

/** Shown when a screen crashes or its code fails to load (e.g. after a new release). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="red" title={t("Something went wrong")}>
          {t(
            "This page could not be shown. Reload to try again; if it keeps happening, contact the admissions office.",
          )}
        </Alert>
        <Button onClick={() => window.location.reload()}>{t("Reload")}</Button>
      </Stack>
    </Container>
  );
}
