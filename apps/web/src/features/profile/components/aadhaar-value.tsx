import { Button, Group, Text } from "@mantine/core";
import { createContext, type ReactNode, useContext } from "react";
import { errorMessage } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useRevealAadhaar } from "../api.ts";

interface RevealScope {
  userId: string;
  /** After a reveal (an audit event of the personal section): e.g. the review page reloads its history. */
  onRevealed?: () => void;
}

/** Set by staff screens (review page, admin's candidate profile): whose number a Reveal asks for. */
const RevealContext = createContext<RevealScope | null>(null);

/** Lets the Aadhaar numbers inside show a Reveal button for this candidate (decision 020). */
export function AadhaarRevealScope({ children, ...scope }: RevealScope & { children: ReactNode }) {
  return <RevealContext.Provider value={scope}>{children}</RevealContext.Provider>;
}

/**
 * The Aadhaar number as every screen shows it: masked. On a staff screen, Reveal asks the server for
 * the full number (an audited action) and shows it here.
 */
export function AadhaarValue({ masked }: { masked: string | undefined }) {
  const scope = useContext(RevealContext);
  if (!masked) return null;
  return scope ? <RevealableAadhaar scope={scope} masked={masked} /> : masked;
}

function RevealableAadhaar({ scope, masked }: { scope: RevealScope; masked: string }) {
  const { t } = useTranslation("profile");
  const reveal = useRevealAadhaar(scope.userId, scope.onRevealed);
  const full = reveal.data?.data.addharNumber;
  return (
    <Group component="span" gap="xs" wrap="wrap" align="center">
      {/* Announced when the full number replaces the masked one. */}
      <span aria-live="polite" data-testid="aadhaar-value">
        {full ?? masked}
      </span>
      {full ? null : (
        <Button
          size="compact-xs"
          variant="light"
          aria-label={t("Reveal Aadhaar number")}
          loading={reveal.isPending}
          onClick={() => reveal.mutate()}
        >
          {t("Reveal")}
        </Button>
      )}
      {reveal.isError ? (
        <Text component="span" size="xs" c="red" role="alert">
          {errorMessage(reveal.error, t("The number could not be revealed."))}
        </Text>
      ) : null}
    </Group>
  );
}
