import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useBefore } from "./use-before.ts";

function Window({ closes }: { closes: string | null }) {
  return <p>{useBefore(closes) ? "open" : "closed"}</p>;
}

afterEach(() => vi.useRealTimers());

describe("useBefore", () => {
  it("shows the window closed the moment its instant passes, without a reload", () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T10:00:00Z") });
    render(<Window closes="2026-11-25T10:00:30Z" />);
    expect(screen.getByText("open")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByText("open")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_100));
    expect(screen.getByText("closed")).toBeInTheDocument();
  });

  it("is closed for an instant passed or none, and waits in steps for one weeks away", () => {
    vi.useFakeTimers({ now: new Date("2026-11-25T10:00:00Z") });
    const { rerender } = render(<Window closes="2026-11-25T09:00:00Z" />);
    expect(screen.getByText("closed")).toBeInTheDocument();
    rerender(<Window closes={null} />);
    expect(screen.getByText("closed")).toBeInTheDocument();
    rerender(<Window closes="2027-01-30T10:00:00Z" />);
    act(() => vi.advanceTimersByTime(30 * 86_400_000));
    expect(screen.getByText("open")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(40 * 86_400_000));
    expect(screen.getByText("closed")).toBeInTheDocument();
  });
});
