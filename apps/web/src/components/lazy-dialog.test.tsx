import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { lazyDialog } from "./lazy-dialog.js";

function Shown({ open, text }: { open: boolean; text: string }) {
  return <p>{open ? `open: ${text}` : `closed: ${text}`}</p>;
}

describe("lazyDialog", () => {
  it("fetches the dialog's code only when it first opens, then keeps it mounted", async () => {
    const load = vi.fn(async () => Shown);
    const Dialog = lazyDialog(load);
    const { rerender } = render(<Dialog open={false} text="quiz" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/quiz/)).not.toBeInTheDocument();

    rerender(<Dialog open text="quiz" />);
    expect(await screen.findByText("open: quiz")).toBeInTheDocument();
    rerender(<Dialog open={false} text="quiz" />);
    // Still mounted, so the dialog can animate closed.
    expect(screen.getByText("closed: quiz")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("takes another test of 'open' (the redeem dialog is open while a reward is chosen)", async () => {
    const load = vi.fn(async () => ({ reward }: { reward: string | null }) => <p>{reward}</p>);
    const Dialog = lazyDialog(load, (props) => props.reward !== null);
    const { rerender } = render(<Dialog reward={null} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Dialog reward="Coffee for Two" />);
    expect(await screen.findByText("Coffee for Two")).toBeInTheDocument();
  });
});
