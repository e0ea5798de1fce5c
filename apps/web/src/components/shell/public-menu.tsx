import { Burger, Menu } from "@mantine/core";
import { Link } from "react-router";

/**
 * The phone menu of the public header. Loaded on the first tap of the burger (its own chunk: the
 * menu's positioning library is not needed until then), so it mounts open.
 */
export function PublicMenu({ links }: { links: readonly { label: string; to: string }[] }) {
  return (
    <Menu position="bottom-end" width={200} defaultOpened>
      <Menu.Target>
        <Burger hiddenFrom="sm" size="sm" aria-label="Open navigation" />
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
