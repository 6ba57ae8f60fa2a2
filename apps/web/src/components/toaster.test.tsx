import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast } from "@tandem/ui";
import { reloadWithToast } from "../lib/reload-with-toast.js";
import { AppToaster } from "./app-toaster.js";

afterEach(() => {
  act(() => dismissToast());
});

describe("Toaster", () => {
  it("shows one toast at a time: a new one replaces the previous", () => {
    render(<AppToaster />);
    act(() => {
      toast({ title: "First" });
    });
    expect(screen.getByText("First")).toBeInTheDocument();
    act(() => {
      toast({ title: "Error", description: "400: Nope", variant: "destructive" });
    });
    expect(screen.queryByText("First")).not.toBeInTheDocument();
    expect(screen.getByText("400: Nope")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /Notifications \(F8\)/ })).toBeInTheDocument();
  });
});

describe("AppToaster's code", () => {
  it("is fetched with the first toast, which then shows", async () => {
    // A fresh copy of the modules: nothing loaded yet, as in the app before its first toast.
    vi.resetModules();
    const ui = await import("@tandem/ui");
    const { AppToaster: FreshToaster } = await import("./app-toaster.js");
    render(<FreshToaster />);
    expect(screen.queryByRole("region", { name: /Notifications/ })).toBeNull();
    act(() => {
      ui.toast({ title: "Saved" });
    });
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(screen.getByRole("region", { name: /Notifications \(F8\)/ })).toBeTruthy();
    act(() => ui.dismissToast());
  });
});

describe("a toast before a reload", () => {
  it("shows again on the reloaded page, once", async () => {
    vi.useFakeTimers();
    try {
      const before = render(<AppToaster />);
      act(() => {
        reloadWithToast({ title: "Paired!", description: "Connected." }, 500);
      });
      expect(screen.getByText("Paired!")).toBeInTheDocument();
      before.unmount();
      // The reload itself is not run (its timer is held): the page starts again from nothing.
      act(() => {
        toast({ title: "Something else" });
      });
    } finally {
      vi.clearAllTimers();
      vi.useRealTimers();
    }
    const reloaded = render(<AppToaster />);
    expect(await screen.findByText("Connected.")).toBeInTheDocument();
    reloaded.unmount();
    act(() => {
      toast({ title: "Something else" });
    });
    render(<AppToaster />);
    expect(screen.getByText("Something else")).toBeInTheDocument();
    expect(screen.queryByText("Paired!")).toBeNull();
  });
});
