import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Reward } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { renderWithProviders } from "../../test/render.js";
import { StubError, stubTrpc } from "../../test/trpc-stub.js";
import { AppToaster } from "../app-toaster.js";
import { EMPTY_REWARD_FORM, parseRewardForm, RewardForm } from "./reward-form.js";

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const created: Reward = {
  id: 9,
  title: "Coffee for two",
  description: "Two drinks at any branch",
  brandName: "Bean There",
  pointsCost: 120,
  location: "Lisbon",
  imageUrl: "https://example.com/coffee.jpg",
  isActive: true,
};

function renderForm() {
  const onCreated = vi.fn();
  renderWithProviders(
    <>
      <RewardForm onCreated={onCreated} />
      <AppToaster />
    </>,
  );
  return { onCreated, user: userEvent.setup() };
}

describe("parseRewardForm", () => {
  it("needs a title, a description and a points cost", () => {
    const full = {
      ...EMPTY_REWARD_FORM,
      title: "Coffee",
      description: "Two flat whites",
      pointsCost: "50",
    };
    expect(parseRewardForm(full)).not.toBeNull();
    expect(parseRewardForm({ ...full, title: "  " })).toBeNull();
    expect(parseRewardForm({ ...full, description: "" })).toBeNull();
    expect(parseRewardForm({ ...full, pointsCost: "" })).toBeNull();
  });

  it("parses the points cost as an integer and sends blanks as null, active", () => {
    expect(
      parseRewardForm({
        ...EMPTY_REWARD_FORM,
        title: " Coffee ",
        description: "Two flat whites",
        pointsCost: "49.9",
      }),
    ).toEqual({
      title: "Coffee",
      description: "Two flat whites",
      brandName: null,
      pointsCost: 49,
      location: null,
      imageUrl: null,
      isActive: true,
    });
  });
});

describe("RewardForm", () => {
  it("toasts 'Missing Fields' and sends nothing when a required field is empty", async () => {
    const calls = stubTrpc({});
    const { onCreated, user } = renderForm();
    await user.type(screen.getByLabelText(/Title/), "Coffee for two");
    await user.click(screen.getByRole("button", { name: "Create Reward" }));
    expect(await screen.findByText("Missing Fields")).toBeTruthy();
    expect(screen.getByText("Please fill in all required fields.")).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("creates the reward with every field, the points cost as a whole number", async () => {
    const calls = stubTrpc({
      admin: { createReward: () => created, listRewards: () => [created] },
      rewards: { list: () => [created] },
    });
    const { onCreated, user } = renderForm();
    await user.type(screen.getByLabelText(/Title/), "Coffee for two");
    await user.type(screen.getByLabelText(/Description/), "Two drinks at any branch");
    await user.type(screen.getByLabelText(/Brand Name/), "Bean There");
    await user.type(screen.getByLabelText(/Points Cost/), "120");
    await user.type(screen.getByLabelText(/Location/), "Lisbon");
    await user.type(screen.getByLabelText(/Image URL/), "https://example.com/coffee.jpg");
    await user.click(screen.getByRole("button", { name: "Create Reward" }));

    expect(await screen.findByText("Reward Created")).toBeTruthy();
    expect(screen.getByText('"Coffee for two" is now live for couples.')).toBeTruthy();
    expect(onCreated).toHaveBeenCalledOnce();
    expect(calls.find((c) => c.path === "admin.createReward")?.input).toEqual({
      title: "Coffee for two",
      description: "Two drinks at any branch",
      brandName: "Bean There",
      pointsCost: 120,
      location: "Lisbon",
      imageUrl: "https://example.com/coffee.jpg",
      isActive: true,
    });
  });

  it("shows the server's message under the refused field, and the 'Error' toast", async () => {
    const message = "Use an http(s) address, or a path starting with /.";
    stubTrpc({
      admin: {
        createReward: () =>
          new StubError({
            code: "BAD_REQUEST",
            message: `Image url: ${message.charAt(0).toLowerCase()}${message.slice(1)}`,
            fields: { imageUrl: message },
          }),
      },
    });
    const { onCreated, user } = renderForm();
    await user.type(screen.getByLabelText(/Title/), "Coffee for two");
    await user.type(screen.getByLabelText(/Description/), "Two drinks");
    await user.type(screen.getByLabelText(/Points Cost/), "120");
    const imageUrl = screen.getByLabelText(/Image URL/);
    await user.type(imageUrl, "ftp://example.com/coffee.jpg");
    await user.click(screen.getByRole("button", { name: "Create Reward" }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(imageUrl.getAttribute("aria-invalid")).toBe("true");
    const describedBy = imageUrl.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe(message);
    expect(screen.getByLabelText(/Title/).getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByText("Error")).toBeTruthy();
    expect(
      screen.getByText("400: Image url: use an http(s) address, or a path starting with /."),
    ).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();

    // Editing the field takes its message away.
    await user.type(imageUrl, "x");
    expect(imageUrl.getAttribute("aria-invalid")).toBeNull();
    expect(imageUrl.getAttribute("aria-describedby")).toBeNull();
  });
});
