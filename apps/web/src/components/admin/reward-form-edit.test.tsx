import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Reward } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { renderWithProviders } from "../../test/render.js";
import { stubTrpc } from "../../test/trpc-stub.js";
import { AppToaster } from "../app-toaster.js";
import { RewardImage } from "../rewards/reward-card.js";
import { RewardForm } from "./reward-form.js";

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const reward: Reward = {
  id: 14,
  title: "Cheese board",
  description: "For two",
  brandName: "Fromagerie",
  pointsCost: 120,
  location: "Old town",
  imageUrl: "/api/reward-images/6f1e6209-0000-4000-8000-000000000001/large",
  isActive: true,
  stock: null,
  codesValidUntil: null,
  partnerGetsIdentity: false,
  city: "Lyon, France",
};

describe("RewardForm editing a reward", () => {
  it("starts from the reward's values and sends every field with its id", async () => {
    const calls = stubTrpc({
      admin: {
        updateReward: () => ({ ...reward, title: "Cheese and wine" }),
        listRewards: () => [reward],
      },
      rewards: { list: () => [reward] },
    });
    const onDone = vi.fn();
    renderWithProviders(
      <>
        <RewardForm reward={reward} onDone={onDone} onCancel={() => undefined} />
        <AppToaster />
      </>,
    );
    expect(screen.getByRole("form", { name: "Edit Cheese board" })).toBeInTheDocument();
    expect(screen.getByLabelText(/City/)).toHaveValue("Lyon, France");
    expect(
      screen.getByLabelText("Preview of the reward image").querySelector("img"),
    ).toHaveAttribute("src", reward.imageUrl);
    const user = userEvent.setup();
    const title = screen.getByLabelText(/Title/);
    await user.clear(title);
    await user.type(title, "Cheese and wine");
    await user.clear(screen.getByLabelText(/City/));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Reward saved")).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
    expect(calls.find((c) => c.path === "admin.updateReward")?.input).toEqual({
      id: 14,
      title: "Cheese and wine",
      description: "For two",
      brandName: "Fromagerie",
      pointsCost: 120,
      location: "Old town",
      imageUrl: reward.imageUrl,
      codesValidUntil: null,
      partnerGetsIdentity: false,
      city: null,
    });
  });
});

describe("RewardImage", () => {
  it("shows the gift illustration when the image fails to load", () => {
    const { container } = renderWithProviders(
      <RewardImage reward={{ title: "Gone", imageUrl: "https://example.com/gone.jpg" }} />,
    );
    const img = container.querySelector("img");
    expect(img).not.toBeNull();
    fireEvent.error(img!);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("svg")).not.toBeNull();
  });
});
