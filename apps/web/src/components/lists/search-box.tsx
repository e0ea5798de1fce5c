import { CloseButton, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { type CSSProperties, useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n.ts";

export interface SearchBoxProps {
  /** The search in use (from the address). */
  value: string;
  /** Called with the trimmed text after a pause in typing, at once on Enter, with "" on Clear. */
  onSearch: (search: string) => void;
  label: string;
  description?: string;
  placeholder?: string;
  /** The pause in ms before a typed value is sent. */
  delay: number;
  style?: CSSProperties;
}

/**
 * A list's search box: what is typed is sent after a pause (`onSearch`), Enter sends it at once,
 * Clear sends "" at once. A new value from outside (back / forward, Reset, a removed chip) replaces
 * the text.
 */
export function SearchBox({ value, onSearch, label, description, placeholder, delay, style }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const send = useDebouncedCallback((v: string) => onSearch(v.trim()), delay);

  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <TextInput
      label={label}
      description={description}
      placeholder={placeholder}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        send(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") send.flush();
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <CloseButton
            aria-label={t("Clear search")}
            onClick={() => {
              send.cancel();
              setText("");
              onSearch("");
            }}
          />
        ) : null
      }
      style={{ flex: "1 1 260px", minWidth: 0, ...style }}
    />
  );
}
