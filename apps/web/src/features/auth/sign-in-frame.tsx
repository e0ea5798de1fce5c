import { Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";
import { useTranslation } from "../../lib/i18n.ts";

export interface SignInFrameProps {
  title: string;
  subtitle: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The sign-in is under way: the button waits. */
  pending: boolean;
  onForgot: () => void;
  /** The form's inputs, above Sign in. */
  fields: ReactNode;
  /** Under the Forgot link, inside the card. */
  footer?: ReactNode;
  /** After the card (the page's modals). */
  children?: ReactNode;
}

/** A sign-in page (faculty, candidate, account section): the title over a card with the form, Sign in and Forgot. */
export function SignInFrame({
  title,
  subtitle,
  onSubmit,
  pending,
  onForgot,
  fields,
  footer,
  children,
}: SignInFrameProps) {
  const { t } = useTranslation("public");
  return (
    <Container size={440} py={48}>
      <Title order={1} size="h2" ta="center">
        {title}
      </Title>
      <Text c="dimmed" size="sm" ta="center" mt={4}>
        {subtitle}
      </Text>
      <Paper withBorder shadow="sm" p="lg" mt="lg">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            {fields}
            <Button type="submit" fullWidth loading={pending}>
              {t("Sign in")}
            </Button>
            <Anchor component="button" type="button" size="sm" onClick={onForgot}>
              {t("Forgot your password?")}
            </Anchor>
            {footer}
          </Stack>
        </form>
      </Paper>
      {children}
    </Container>
  );
}
