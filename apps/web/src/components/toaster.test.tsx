import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, toast } from "@tandem/ui";
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
