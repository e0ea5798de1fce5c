import { Anchor } from "@mantine/core";
import { paths } from "@phd/shared";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { ListLoading } from "../../../components/lists/list-loading.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { roundParam } from "../../../lib/search-params.ts";
import { useRounds } from "../api.ts";
import { ClosedNotice } from "./round-switcher.tsx";

/** The round a per-round screen shows: `?round=` when given, else the current one (undefined while unknown). */
export function useRoundShown() {
  const [params] = useSearchParams();
  const rounds = useRounds();
  const chosen = roundParam(params);
  const roundId = chosen ?? rounds.data?.find((r) => r.isCurrent)?.id;
  // The switcher says a closed round is closed when it is shown (two rounds or more); else the screen does.
  const switcherSaysClosed =
    (rounds.data?.length ?? 0) >= 2 && Boolean(rounds.data?.find((r) => r.id === roundId)?.closedAt);
  return { roundId, chosen, rounds, switcherSaysClosed };
}

/**
 * The states of a per-round screen before its data: the rounds failing or loading (only when the
 * address names none), no current round, then `children(roundId)`.
 */
export function RoundGate({ loading, children }: { loading: string; children: (roundId: string) => ReactNode }) {
  const { t } = useTranslation("selection");
  const { roundId, chosen, rounds } = useRoundShown();
  if (!chosen && rounds.isError)
    return (
      <LoadError
        message={errorMessage(rounds.error, t("Failed to load admission rounds"))}
        onRetry={() => void rounds.refetch()}
        retryLabel={t("Retry")}
        retrying={rounds.isFetching}
      />
    );
  if (!chosen && rounds.isPending) return <ListLoading>{loading}</ListLoading>;
  if (!roundId)
    return (
      <ListEmpty title={t("No current admission round")}>
        <Anchor component={Link} to={paths.manageRounds}>
          {t("Go to Admission Rounds")}
        </Anchor>
      </ListEmpty>
    );
  return <>{children(roundId)}</>;
}

/** The closed-round notice, where the round switcher does not already show it. */
export function ClosedRoundNotice({ isClosed }: { isClosed: boolean }) {
  const { switcherSaysClosed } = useRoundShown();
  if (!isClosed || switcherSaysClosed) return null;
  return <ClosedNotice />;
}
