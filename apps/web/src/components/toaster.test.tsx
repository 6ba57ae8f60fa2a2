import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from "@tandem/api-contract";
import { dismissToast, toast, Toaster } from "@tandem/ui";

afterEach(() => {
  act(() => dismissToast());
});

describe("Toaster", () => {
  it("shows one toast at a time: a new one replaces the previous", () => {
    render(
      <Toaster
        limit={TOAST_LIMIT}
        duration={TOAST_DURATION_MS}
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
        removeDelay={TOAST_REMOVE_DELAY_MS}
        hotkey={[TOAST_HOTKEY]}
      />,
    );
    act(() => {
      toast({ title: "First" });
    });
    expect(screen.getByText("First")).toBeTruthy();
    act(() => {
      toast({ title: "Error", description: "400: Nope", variant: "destructive" });
    });
    expect(screen.queryByText("First")).toBeNull();
    expect(screen.getByText("400: Nope")).toBeTruthy();
    expect(screen.getByRole("region", { name: /Notifications \(F8\)/ })).toBeTruthy();
  });
});
