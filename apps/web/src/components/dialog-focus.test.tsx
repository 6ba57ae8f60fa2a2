import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@tandem/ui";

/** A dialog opened from state, as the app's cards and menus open theirs (no DialogTrigger). */
function Opened() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Report Riley</button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Report Riley</DialogTitle>
          <DialogDescription>Tell us what went wrong.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("a dialog opened from state", () => {
  it("gives focus back to what opened it when it closes", async () => {
    const u = userEvent.setup();
    render(<Opened />);
    const opener = screen.getByRole("button", { name: "Report Riley" });
    await u.click(opener);
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await u.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
