import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authUser } from "../../test/fixtures.js";
import { renderWithProviders } from "../../test/render.js";
import { StubError, stubTrpc } from "../../test/trpc-stub.js";
import { NameStep } from "./name-step.js";

afterEach(() => vi.unstubAllGlobals());

describe("NameStep", () => {
  it("shows the server's refusal under the field, then saves the name it stored", async () => {
    let stored: string | null = null;
    const calls = stubTrpc({
      user: {
        me: () => authUser({ firstName: stored }),
        setName: ({ firstName }) => {
          if (firstName.includes("www."))
            return new StubError({
              code: "BAD_REQUEST",
              message: "First name: your first name can't be a web address.",
              fields: { firstName: "Your first name can't be a web address." },
            });
          stored = firstName.trim();
          return authUser({ firstName: stored });
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<NameStep user={authUser({ firstName: null })} />);

    expect(screen.getByRole("heading", { name: "What should we call you?" })).toBeInTheDocument();
    expect(screen.getByText("Add a photo")).toBeInTheDocument();
    const field = screen.getByLabelText("First name");
    await user.type(field, "www.me.com");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Your first name can't be a web address.")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");

    await user.clear(field);
    await user.type(field, "  Robin ");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await vi.waitFor(() => expect(stored).toBe("Robin"));
    expect(calls.filter((c) => c.path === "user.setName").map((c) => c.input)).toEqual([
      { firstName: "www.me.com" },
      { firstName: "  Robin " },
    ]);
  });
});
