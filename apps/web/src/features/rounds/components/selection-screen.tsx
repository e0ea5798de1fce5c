import { Select, Text } from "@mantine/core";
import type { AdmissionRound, DepartmentName } from "@phd/shared";
import { Fragment, type ReactNode } from "react";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { useListAddress } from "../../../components/lists/use-list-address.ts";
import { SectionHeading, Updating } from "../../../components/page-header.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { RoundPage } from "./round-page.tsx";
import { ClosedRoundNotice, RoundGate, useRoundShown } from "./round-screen.tsx";

// The selection screens (shortlist, slots, marks, interview scores, merit list) each work on one
// admission round and one of the user's departments, both kept in the address (`?round=`,
// `?department=`). This is where they pick them and say what is missing, so that they do it alike.

/** Said when the user has no department (in English; the screen says it in the language shown). */
export const NO_DEPARTMENT = "No department has been assigned to you yet. Please contact the admin.";

/** The department shown: the address's when it is one of the user's, else their only one. */
function departmentShown(chosen: DepartmentName | undefined, departments: readonly DepartmentName[]) {
  if (chosen && departments.includes(chosen)) return chosen;
  return departments.length === 1 ? departments[0] : undefined;
}

/** A list's address as `useListAddress` gives it: its state, and writing a change or a page. */
type ListAddress<S extends { page: number }> = ReturnType<typeof useListAddress<S>>;

/**
 * The department picker's state: the user's departments, the one shown, and choosing another; with
 * the screen's address, which each department's part reads and writes.
 */
export interface DepartmentSelection<S extends { page: number } = { page: number }> extends ListAddress<S> {
  departments: readonly DepartmentName[];
  /** Undefined until one is chosen. */
  department: DepartmentName | undefined;
  choose: (department: DepartmentName) => void;
}

/**
 * A selection screen's address (as `useListAddress`) and its department among the user's
 * `departments`; choosing another also applies `reset` (what belongs to the department shown).
 */
export function useSelectionAddress<S extends { page: number; department?: DepartmentName }>(
  read: (params: URLSearchParams) => S,
  write: (state: S) => URLSearchParams,
  departments: readonly DepartmentName[],
  reset: Partial<S> = {},
) {
  const address = useListAddress(read, write);
  const department = departmentShown(address.state.department, departments);
  const choose = (d: DepartmentName) => address.update({ ...reset, department: d });
  const selection: DepartmentSelection<S> = { ...address, departments, department, choose };
  return { ...address, department, selection };
}

/** The round and department a selection screen's part works on, and the screen's address. */
export interface SelectionScope<S extends { page: number } = { page: number }> extends ListAddress<S> {
  roundId: string;
  /** The round shown, once the rounds are loaded. */
  round: AdmissionRound | undefined;
  /** Whether the round shown is known to be closed (its part is then read-only). */
  isClosed: boolean;
  department: DepartmentName;
}

/** What a selection screen says around the shared parts, already in the language shown. */
export interface SelectionWords {
  title: string;
  description: string;
  /** While the rounds load. */
  loading: string;
  /** Under "Choose a department": what the screen shows once one is chosen. */
  chooseHint: string;
}

export interface SelectionScreenProps<S extends { page: number }> {
  selection: DepartmentSelection<S>;
  words: SelectionWords;
  /** What the screen shows of the round around the department's part (or the notice to choose one). */
  around?: (part: ReactNode, roundId: string) => ReactNode;
  /** The department's part, made afresh for each round and department. */
  children: (scope: SelectionScope<S>) => ReactNode;
}

/** A selection screen: its title, the round switcher, the department picker, then the round and department's part. */
export function SelectionScreen<S extends { page: number }>({
  selection,
  words,
  around = (part) => part,
  children,
}: SelectionScreenProps<S>) {
  const { t } = useTranslation("selection");
  const { departments, department, choose, state, update, replacePage } = selection;
  const { rounds } = useRoundShown();
  const scopeOf = (roundId: string, d: DepartmentName): SelectionScope<S> => {
    const round = rounds.data?.find((r) => r.id === roundId);
    return { roundId, round, isClosed: Boolean(round?.closedAt), department: d, state, update, replacePage };
  };
  return (
    <RoundPage title={words.title} description={words.description} departments={departments}>
      <Select
        label={t("Department")}
        placeholder={t("Choose a department")}
        data={[...departments]}
        value={department ?? null}
        onChange={(v) => v && choose(v as DepartmentName)}
        allowDeselect={false}
        searchable={departments.length > 6}
        maw={480}
      />
      <RoundGate loading={words.loading}>
        {(roundId) =>
          around(
            department ? (
              <Fragment key={`${roundId}:${department}`}>{children(scopeOf(roundId, department))}</Fragment>
            ) : (
              <ListEmpty title={t("Choose a department")} hint={words.chooseHint} />
            ),
            roundId,
          )
        }
      </RoundGate>
    </RoundPage>
  );
}

export interface DepartmentHeadingProps {
  department: DepartmentName;
  /** Said dimmed after the department's name (a count, the marks' maximum), when known. */
  note?: ReactNode;
  /** The department's list: a spinner named `updating` shows while it loads again. */
  query: { isFetching: boolean; isPending: boolean };
  updating: string;
  /** The round shown is closed: its notice follows, unless the round switcher already shows it. */
  isClosed: boolean;
  size?: "h3" | "h4";
}

/** How a selection screen's department part begins: the department's h2, the list's spinner, the closed-round notice. */
export function DepartmentHeading({ department, note, query, updating, isClosed, size }: DepartmentHeadingProps) {
  return (
    <>
      <SectionHeading
        size={size}
        title={
          <>
            {department}
            {note !== undefined && (
              <Text span inherit c="dimmed" fw={400}>
                {" "}
                {note}
              </Text>
            )}
          </>
        }
      >
        <Updating query={query} label={updating} />
      </SectionHeading>
      <ClosedRoundNotice isClosed={isClosed} />
    </>
  );
}
