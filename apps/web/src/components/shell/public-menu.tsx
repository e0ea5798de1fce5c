import { Burger, Menu } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";

/**
 * The phone menu of the public header. Loaded on the first tap of the burger (its own chunk: the
 * menu's positioning library is not needed until then), so it mounts open.
 */
export function PublicMenu({ links }: { links: readonly { label: string; to: string }[] }) {
  const { t } = useTranslation();
  return (
    // No focus placeholder: a role="presentation" child inside role="menu" fails aria-required-children;
    // focus goes to the first link instead.
    <Menu position="bottom-end" width={200} defaultOpened withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Burger hiddenFrom="sm" size="sm" aria-label={t("Open navigation")} />
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((l) => (
          <Menu.Item key={l.to} component={Link} to={l.to}>
            {l.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
