import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { homeOfRole, paths } from "@phd/shared";
import {
  IconBook,
  IconCalendarEvent,
  IconCoin,
  IconDownload,
  IconExternalLink,
  IconFileDescription,
  IconHistory,
  IconLayoutDashboard,
  IconLogin,
  IconUserPlus,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { useAnnouncements } from "../../../features/announcements/index.ts";
import { AdmissionStatus, useWebsiteHeading } from "../../../features/constants/index.ts";
import { useSiteInfo } from "../../../features/site/index.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";

const HOME_ANNOUNCEMENTS = 3;

function AccessPortalCard() {
  const { t } = useTranslation("public");
  const { user } = useAuth();
  return (
    <Card withBorder shadow="sm" padding="lg">
      <Title order={2} size="h3" mb="xs">
        {t("Access Portal")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {user
          ? t("You are signed in as {{name}}.", { name: user.name })
          : t("Sign in to continue, or register as a new candidate.")}
      </Text>
      {user ? (
        // Signed in already: the way on is the dashboard, not another sign-in.
        <Button component={Link} to={homeOfRole(user.role)} leftSection={<IconLayoutDashboard size={18} />}>
          {t("Go to your dashboard")}
        </Button>
      ) : (
        <SignInButtons />
      )}
    </Card>
  );
}

function SignInButtons() {
  const { t } = useTranslation("public");
  return (
    <Stack gap="sm">
      <Button component={Link} to={paths.candidateLogin} leftSection={<IconLogin size={18} />}>
        {t("Candidate Login")}
      </Button>
      <Button component={Link} to={paths.facultyLogin} variant="light" leftSection={<IconLogin size={18} />}>
        {t("Faculty Login")}
      </Button>
      <Button component={Link} to={paths.accountSectionLogin} variant="light" leftSection={<IconLogin size={18} />}>
        {t("Account Section Login")}
      </Button>
      <Button
        component={Link}
        to={paths.candidateRegister}
        variant="outline"
        color="teal"
        leftSection={<IconUserPlus size={18} />}
      >
        {t("Register")}
      </Button>
    </Stack>
  );
}

function AnnouncementsCard() {
  const { t } = useTranslation("public");
  const dates = useDates();
  const { data, isLoading, isError } = useAnnouncements("visible");
  const items = (data ?? []).slice(0, HOME_ANNOUNCEMENTS);
  return (
    <Card withBorder shadow="sm" padding="lg" h="100%">
      <Title order={2} size="h3" mb="md">
        {t("Important Announcements")}
      </Title>
      {isLoading ? (
        <Stack>
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : isError ? (
        <Text c="red" size="sm">
          {t("Failed to load announcements. Please try again later.")}
        </Text>
      ) : items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("No announcements available at the moment.")}
        </Text>
      ) : (
        <Stack gap="md" data-testid="home-announcements">
          {items.map((a) => (
            <Paper key={a._id} withBorder p="sm" style={{ borderLeft: "4px solid var(--mantine-color-indigo-5)" }}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600}>{a.title}</Text>
                <Badge component="time" dateTime={a.createdAt} variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {dates.ymd(a.createdAt)}
                </Badge>
              </Group>
              {a.description && (
                <Text size="sm" c="dimmed" mt={4} lineClamp={3}>
                  {a.description}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={paths.allAnnouncements} mt="md" size="sm" fw={500}>
        {t("View All Announcements →")}
      </Anchor>
    </Card>
  );
}

const FILE_ICONS: Record<string, typeof IconDownload> = {
  brochure: IconDownload,
  guidelines: IconBook,
  "important-dates": IconCalendarEvent,
  "fee-structure": IconCoin,
  "previous-year": IconHistory,
};

function QuickTile({
  label,
  icon: Icon,
  href,
  to,
  external,
  note,
}: {
  label: string;
  icon: typeof IconDownload;
  href?: string;
  to?: string;
  external?: boolean;
  note?: string;
}) {
  const { t } = useTranslation("public");
  const available = Boolean(href || to);
  const body = (
    <Paper withBorder p="md" h="100%" className={available ? undefined : "tile-unavailable"}>
      <Group wrap="nowrap">
        <Icon
          size={26}
          stroke={1.5}
          color={available ? "var(--mantine-color-indigo-6)" : "var(--mantine-color-dimmed)"}
          aria-hidden
        />
        <div>
          <Text fw={600} size="sm">
            {label} {external && <IconExternalLink size={12} aria-label={t("opens in a new tab")} />}
          </Text>
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </div>
      </Group>
    </Paper>
  );
  if (to)
    return (
      <UnstyledButton component={Link} to={to}>
        {body}
      </UnstyledButton>
    );
  if (href)
    return (
      <UnstyledButton component="a" href={href} target="_blank" rel="noopener noreferrer">
        {body}
      </UnstyledButton>
    );
  return <div aria-disabled="true">{body}</div>;
}

/** A tile's height with its note (the guide's, or a file not yet published): its placeholder's. */
const TILE_HEIGHT = 71;

/** Order of the spec's Quick Access grid; the files come from /api/site-info. */
const QUICK_ORDER = ["brochure", "guidelines", "guide", "important-dates", "fee-structure", "previous-year"];

function QuickAccess() {
  const { t } = useTranslation("public");
  // The server names the files in English; their names in the language shown, by key.
  const fileLabels: Record<string, string> = {
    brochure: t("Download Brochure"),
    guidelines: t("Guidelines & Regulations"),
    "important-dates": t("Important Dates"),
    "fee-structure": t("Fee Structure"),
    "previous-year": t("Previous Year Details"),
  };
  const { data, isPending } = useSiteInfo();
  const files = new Map((data?.files ?? []).map((f) => [f.key, f]));
  return (
    <section aria-labelledby="quick-access">
      <Title order={2} size="h3" id="quick-access" mb="md">
        {t("Quick Access")}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {QUICK_ORDER.map((key) => {
          if (key === "guide")
            return (
              <QuickTile
                key={key}
                label={t("Application Guide")}
                icon={IconFileDescription}
                to={paths.howToApply}
                note={t("Step-by-step instructions")}
              />
            );
          // Each file's place is held while the list loads, so the guide's tile does not jump across
          // the grid when the files arrive (a layout shift Lighthouse scored 0.29 on desktop).
          if (isPending) return <Skeleton key={key} h={TILE_HEIGHT} />;
          const f = files.get(key);
          if (!f) return null;
          return (
            <QuickTile
              key={key}
              label={fileLabels[key] ?? f.label}
              icon={FILE_ICONS[key] ?? IconDownload}
              href={f.url ?? undefined}
              external={f.external}
              note={f.url ? undefined : t("Not yet published")}
            />
          );
        })}
      </SimpleGrid>
    </section>
  );
}

export function HomePage() {
  const { t } = useTranslation("public");
  const heading = useWebsiteHeading();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap={4} ta="center">
          <Title order={1} data-testid="home-heading">
            {heading}
          </Title>
          <Text c="dimmed">
            {t("Doctoral admissions: register, complete your profile, and apply to departments online.")}
          </Text>
        </Stack>
        <AdmissionStatus />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <AccessPortalCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <AnnouncementsCard />
          </Grid.Col>
        </Grid>
        <QuickAccess />
      </Stack>
    </Container>
  );
}
