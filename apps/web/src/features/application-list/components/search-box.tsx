import { CloseButton, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";

export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The search box: what is typed is sent after a pause (`onSearch`), Clear sends "" at once. A new
 * value from outside (back / forward, Reset) replaces the text.
 */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const send = useDebouncedCallback((v: string) => onSearch(v.trim()), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <TextInput
      label="Search applications"
      description="By applicant name, e-mail or application ID"
      placeholder="e.g. PHD001 or asha@example.org"
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
            aria-label="Clear search"
            onClick={() => {
              send.cancel();
              setText("");
              onSearch("");
            }}
          />
        ) : null
      }
      style={{ flex: "1 1 260px", minWidth: 0 }}
    />
  );
}
