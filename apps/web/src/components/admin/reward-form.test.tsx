import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast } from "@tandem/ui";
import { EMPTY_REWARD_FORM, parseRewardForm, RewardForm } from "./reward-form.js";
import { AppToaster } from "../app-toaster.js";

afterEach(() => {
  act(() => dismissToast());
});

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <>
      <RewardForm pending={false} onSubmit={onSubmit} />
      <AppToaster />
    </>,
  );
  return { onSubmit, user: userEvent.setup() };
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
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText(/Title/), "Coffee for two");
    await user.click(screen.getByRole("button", { name: "Create Reward" }));
    expect(await screen.findByText("Missing Fields")).toBeTruthy();
    expect(screen.getByText("Please fill in all required fields.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends every field, with the points cost as a whole number", async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText(/Title/), "Coffee for two");
    await user.type(screen.getByLabelText(/Description/), "Two drinks at any branch");
    await user.type(screen.getByLabelText(/Brand Name/), "Bean There");
    await user.type(screen.getByLabelText(/Points Cost/), "120");
    await user.type(screen.getByLabelText(/Location/), "Lisbon");
    await user.type(screen.getByLabelText(/Image URL/), "https://example.com/coffee.jpg");
    await user.click(screen.getByRole("button", { name: "Create Reward" }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith({
      title: "Coffee for two",
      description: "Two drinks at any branch",
      brandName: "Bean There",
      pointsCost: 120,
      location: "Lisbon",
      imageUrl: "https://example.com/coffee.jpg",
      isActive: true,
    });
    expect(typeof onSubmit.mock.calls[0]![0].pointsCost).toBe("number");
    expect(screen.queryByText("Missing Fields")).toBeNull();
  });
});
