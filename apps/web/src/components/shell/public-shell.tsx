import { Anchor, Box, Burger, Container, Group, Text } from "@mantine/core";
import { paths } from "@phd/shared";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link, NavLink } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link.tsx";

const PublicMenu = lazy(async () => ({ default: (await import("./public-menu.tsx")).PublicMenu }));

/** The header's links; their labels go through `t` where they are shown. */
function usePublicLinks() {
  const { t } = useTranslation();
  return [
    { label: t("Home"), to: paths.home },
    { label: t("How to Apply"), to: paths.howToApply },
    { label: t("Contact"), to: paths.contact },
  ];
}

/** The burger of phones: the menu itself comes with the first tap. */
function MobileNav({ links }: { links: { label: string; to: string }[] }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const burger = (
    <Burger
      hiddenFrom="sm"
      size="sm"
      aria-label={t("Open navigation")}
      aria-haspopup="menu"
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return burger;
  return (
    <Suspense fallback={burger}>
      <PublicMenu links={links} />
    </Suspense>
  );
}

/**
 * The signed-out layout: header with links that fold into a menu on phones. The site heading and the
 * institution footer come from the app (features), so the shell depends on none.
 */
export function PublicShell({
  children,
  heading,
  footer,
}: {
  children: ReactNode;
  heading: string;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const links = usePublicLinks();
  return (
    <Box mih="100vh" style={{ display: "flex", flexDirection: "column" }}>
      <SkipLink />
      <Box component="header" style={{ borderBottom: "1px solid var(--mantine-color-gray-3)", background: "white" }}>
        <Container size="lg" h={60}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            {/* The site name is the brand, not the page's heading: each page has its own h1. */}
            <Anchor component={Link} to="/" c="inherit" underline="never" fw={700} size="lg" lineClamp={1}>
              {heading}
            </Anchor>
            <Group gap="lg" visibleFrom="sm" component="nav" aria-label={t("Main")}>
              {links.map((l) => (
                <Anchor
                  key={l.to}
                  component={NavLink}
                  to={l.to}
                  end
                  fw={500}
                  c="dark"
                  style={({ isActive }: { isActive: boolean }) =>
                    isActive ? { color: "var(--mantine-color-indigo-7)" } : {}
                  }
                >
                  {l.label}
                </Anchor>
              ))}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitcher />
              <MobileNav links={links} />
            </Group>
          </Group>
        </Container>
      </Box>
      {/* At least the window's height below the header: the footer starts below the fold, so a page
          growing as its data arrives pushes nothing visible down (Lighthouse: CLS 0.3–0.5 on desktop). */}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, minHeight: "calc(100vh - 60px)" }}>
        {children}
      </Box>
      <Box
        component="footer"
        style={{ borderTop: "1px solid var(--mantine-color-gray-3)", background: "var(--mantine-color-gray-0)" }}
      >
        {footer}
        <Container size="lg" pb="md">
          <Text size="xs" c="dimmed" ta="center">
            © {new Date().getUTCFullYear()} {heading}
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
