import {
  Anchor,
  AppShell,
  Box,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import { useDisclosure, useLocalStorage } from "@mantine/hooks";
import { ROLE_LABELS, type Role } from "@phd/shared";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useAuth } from "../../lib/auth.tsx";
import { useLabel, useTranslation } from "../../lib/i18n.ts";
import { useDates } from "../../lib/institution-time.ts";
import { DeniedNotice } from "../denied-notice.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { navItemsFor } from "./nav-items.ts";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link.tsx";
import { useLogout } from "./use-logout.ts";

/** The signed-in layout: a sidebar per role, collapsible on desktop, a drawer on phones; the app gives the site heading. */
export function SignedInShell({ children, heading }: { children: ReactNode; heading: string }) {
  const { t } = useTranslation();
  const label = useLabel();
  const { user } = useAuth();
  const dates = useDates();
  const logout = useLogout();
  const location = useLocation();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({ key: "sidebar-collapsed", defaultValue: false });
  const items = navItemsFor(user?.role ?? "candidate", t);
  const width = collapsed ? 76 : 260;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: { base: 260, sm: width }, breakpoint: "sm", collapsed: { mobile: !mobileOpened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileOpened ? t("Close menu") : t("Open menu")}
              aria-expanded={mobileOpened}
            />
            <Tooltip label={collapsed ? t("Expand sidebar") : t("Collapse sidebar")}>
              <UnstyledButton
                visibleFrom="sm"
                onClick={() => setCollapsed((c) => !c)}
                aria-label={collapsed ? t("Expand sidebar") : t("Collapse sidebar")}
                style={{ display: "flex" }}
              >
                {collapsed ? <IconLayoutSidebarLeftExpand size={22} /> : <IconLayoutSidebarLeftCollapse size={22} />}
              </UnstyledButton>
            </Tooltip>
            <Anchor component={Link} to="/" c="inherit" underline="never" fw={700} size="lg" lineClamp={1}>
              {heading}
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="md">
              {user ? label(ROLE_LABELS[user.role as Role]) : ""}
            </Text>
            <LanguageSwitcher />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={t("Main menu")}>
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={4}>
            {items.map((item) => {
              const active = location.pathname === item.to;
              const link = (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={collapsed ? undefined : item.label}
                  aria-label={item.label}
                  leftSection={<item.icon size={20} stroke={1.6} />}
                  active={active}
                  onClick={mobile.close}
                  variant="light"
                  style={{ borderRadius: 8 }}
                />
              );
              return collapsed ? (
                <Tooltip key={item.to} label={item.label} position="right" visibleFrom="sm">
                  <Box>{link}</Box>
                </Tooltip>
              ) : (
                link
              );
            })}
          </Stack>
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
          {!collapsed && (
            <Box px="xs" pb="xs">
              {/* Not a paragraph: a bold name over a longer date reads as a heading to a screen reader's heuristics (axe p-as-heading). */}
              <Text component="div" fw={600} size="sm" lineClamp={1} data-testid="sidebar-user-name">
                {user?.name}
              </Text>
              <Text size="xs" c="dimmed" data-testid="sidebar-today">
                {dates.weekdayDate(new Date())}
              </Text>
            </Box>
          )}
          <Button
            variant="subtle"
            color="red"
            fullWidth
            justify={collapsed ? "center" : "flex-start"}
            leftSection={<IconLogout size={18} />}
            onClick={logout}
            aria-label={t("Logout")}
          >
            {collapsed ? null : t("Logout")}
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <DeniedNotice />
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
