import { Box, Button, Group, Kbd, Text } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import { paths } from "@phd/shared";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useNavigate, useSearchParams } from "react-router";
import { Trans, useTranslation } from "../../../lib/i18n.ts";
import { useNeighbour } from "../api.ts";

/** The row index `i` the list page passed on (absolute, 0-based), or null. */
export function rowIndex(search: URLSearchParams): number | null {
  const raw = search.get("i");
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/** Keys typed into a dialog (the remarks, a confirmation) never move to another application. */
const inDialog = (e: KeyboardEvent) => e.target instanceof Element && e.target.closest('[role="dialog"]') !== null;

/**
 * Previous / Next application of the list the reviewer came from (its filters and sort, from the
 * query string), with `[` and `]` as shortcuts. Moving replaces the history entry, so Back still
 * returns to the list. Hidden when the page was not opened from the list.
 */
export function NeighbourNav() {
  const { t } = useTranslation("staff");
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const i = rowIndex(search);
  const previous = useNeighbour(search, i !== null && i > 0 ? i - 1 : null);
  const next = useNeighbour(search, i !== null ? i + 1 : null);

  const go = (target: { id: string } | null | undefined, index: number) => {
    if (!target) return;
    const params = new URLSearchParams(search);
    params.set("i", String(index));
    navigate(`${paths.viewApplication(target.id)}?${params.toString()}`, { replace: true });
  };
  const goPrevious = (e?: KeyboardEvent) => {
    if (i === null || (e && inDialog(e))) return;
    go(previous.data, i - 1);
  };
  const goNext = (e?: KeyboardEvent) => {
    if (i === null || (e && inDialog(e))) return;
    go(next.data, i + 1);
  };
  useHotkeys([
    ["[", goPrevious],
    ["]", goNext],
  ]);

  if (i === null) return null;
  return (
    <Box component="nav" aria-label={t("Applications in the list")}>
      <Group gap="xs" wrap="wrap" align="center">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          disabled={!previous.data}
          loading={i > 0 && previous.isLoading}
          onClick={() => goPrevious()}
          aria-keyshortcuts="["
        >
          {t("Previous application")}
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={!next.data}
          loading={next.isLoading}
          onClick={() => goNext()}
          aria-keyshortcuts="]"
        >
          {t("Next application")}
        </Button>
        <Text size="xs" c="dimmed">
          <Trans
            t={t}
            i18nKey="Shortcuts: <prev>[</prev> previous, <next>]</next> next"
            components={{ prev: <Kbd size="xs" />, next: <Kbd size="xs" /> }}
          />
        </Text>
      </Group>
    </Box>
  );
}
