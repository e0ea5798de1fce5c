import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedDraft } from "./use-debounced-draft.ts";

type Filters = { utr: string; from?: string; to?: string };
const key = (f: Filters) => JSON.stringify(f);
const held = (f: Filters) => Boolean(f.from && f.to && f.from > f.to);

function setup(applied: Filters) {
  const onApply = vi.fn();
  const hook = renderHook(
    ({ applied }: { applied: Filters }) => useDebouncedDraft(applied, onApply, { delay: 500, key, held }),
    { initialProps: { applied } },
  );
  return { onApply, ...hook };
}

describe("useDebouncedDraft", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("applies the draft once, after the pause following the last change", () => {
    const { result, onApply } = setup({ utr: "" });
    act(() => result.current.change({ utr: "U" }));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.change({ utr: "UT" }));
    act(() => vi.advanceTimersByTime(499));
    expect(onApply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ utr: "UT" });
  });

  it("keeps what was typed while its own earlier apply comes back", () => {
    const { result, onApply, rerender } = setup({ utr: "" });
    act(() => result.current.change({ to: "2025-01-01" }));
    act(() => vi.advanceTimersByTime(500));
    expect(onApply).toHaveBeenLastCalledWith({ utr: "", to: "2025-01-01" });
    // The next field is typed before the address shows the first apply.
    act(() => result.current.change({ from: "2024-12-01" }));
    rerender({ applied: { utr: "", to: "2025-01-01" } });
    expect(result.current.draft).toEqual({ utr: "", to: "2025-01-01", from: "2024-12-01" });
    act(() => vi.advanceTimersByTime(500));
    expect(onApply).toHaveBeenLastCalledWith({ utr: "", to: "2025-01-01", from: "2024-12-01" });
  });

  it("follows a change from outside (a removed chip, back / forward) and drops the pending apply", () => {
    const { result, onApply, rerender } = setup({ utr: "A" });
    act(() => result.current.change({ utr: "AB" }));
    rerender({ applied: { utr: "" } });
    expect(result.current.draft).toEqual({ utr: "" });
    act(() => vi.advanceTimersByTime(1000));
    expect(onApply).not.toHaveBeenCalled();
  });

  it("never sends a held draft (days out of order), and sends once they are in order", () => {
    const { result, onApply } = setup({ utr: "", to: "2025-01-01" });
    act(() => result.current.change({ from: "2025-02-01" }));
    act(() => vi.advanceTimersByTime(1000));
    expect(onApply).not.toHaveBeenCalled();
    act(() => result.current.change({ from: "2024-12-31" }));
    act(() => vi.advanceTimersByTime(500));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ utr: "", to: "2025-01-01", from: "2024-12-31" });
  });

  it("replaces the fields without applying them", () => {
    const { result, onApply } = setup({ utr: "A" });
    act(() => result.current.change({ utr: "AB" }));
    act(() => result.current.replace({ utr: "" }));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.draft).toEqual({ utr: "" });
    expect(onApply).not.toHaveBeenCalled();
  });
});
