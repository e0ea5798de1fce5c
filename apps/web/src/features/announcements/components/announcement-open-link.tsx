import { Anchor, type AnchorProps } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "../../../lib/i18n.ts";

/**
 * An announcement's optional link, opened in a new tab; the accessible name says which
 * announcement it belongs to and that it opens a new tab. Its words are `common` ones: every
 * dashboard shows it, and only the admin's pages load the `admin` catalogue.
 */
export function AnnouncementOpenLink({ href, title, ...rest }: { href: string; title: string } & AnchorProps) {
  const { t } = useTranslation();
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("Open Link: {{title}} (opens in a new tab)", { title })}
      display="inline-flex"
      style={{ alignItems: "center", gap: 4 }}
      {...rest}
    >
      {t("Open Link")} <IconExternalLink size={14} aria-hidden />
    </Anchor>
  );
}
