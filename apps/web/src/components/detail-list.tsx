import { Flex, Stack, Text } from "@mantine/core";
import type { CSSProperties, ReactNode } from "react";

/**
 * How a read-only value wraps when it does not fit: words move to the next line whole and break only when
 * one alone is wider than the line; ids, UTR numbers and e-mail addresses (`anywhere`) may break at any
 * character, so they never force the page wider than a phone.
 */
export function wrapStyle(anywhere = false): CSSProperties {
  return { overflowWrap: anywhere ? "anywhere" : "break-word", minWidth: 0 };
}

export interface DetailRowProps {
  label: string;
  children: ReactNode;
  /** The value is an id, a reference number or an e-mail address. */
  breakAnywhere?: boolean;
}

/** One label/value pair: side by side from the `xs` breakpoint up, the label above the value on phones. */
export function DetailRow({ label, children, breakAnywhere = false }: DetailRowProps) {
  return (
    <Flex direction={{ base: "column", xs: "row" }} gap={{ base: 2, xs: "xs" }} align="flex-start">
      <Text component="dt" size="sm" c="dimmed" w={{ xs: 170 }} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" fw={500} style={wrapStyle(breakAnywhere)}>
        {children}
      </Text>
    </Flex>
  );
}

/** A read-only list of label/value pairs (a description list). */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Stack component="dl" gap={8} m={0}>
      {children}
    </Stack>
  );
}

/** A person as a list shows them: the name, and the e-mail under it, smaller and dimmed. */
export function NameAndEmail({ name, email }: { name: string; email: string }) {
  return (
    <>
      <Text size="sm" fw={500} style={wrapStyle()}>
        {name}
      </Text>
      <Text size="xs" c="dimmed" style={wrapStyle(true)}>
        {email}
      </Text>
    </>
  );
}
