import { Badge, Group, Text } from "@mantine/core";
import { CATEGORY_LABELS, type MeritLineView } from "@phd/shared";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";

/**
 * "General" with a "PwD" badge for a person with a disability. Its words are `common` ones: the
 * merit list and the offers table both show it, and the offers page loads no `merit` catalogue.
 */
export function CategoryCell({ line }: { line: Pick<MeritLineView, "category" | "isPwd"> }) {
  const { t } = useTranslation();
  const label = useLabel();
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">{label(CATEGORY_LABELS[line.category])}</Text>
      {line.isPwd && (
        <Badge variant="outline" color="indigo" size="sm" title={t("Person with a disability")}>
          {t("PwD")}
        </Badge>
      )}
    </Group>
  );
}
