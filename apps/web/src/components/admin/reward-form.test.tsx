import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Reward } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { renderWithProviders } from "../../test/render.js";
import { StubError, stubTrpc } from "../../test/trpc-stub.js";
import { AppToaster } from "../app-toaster.js";
import { EMPTY_REWARD_FORM, RewardForm, toRewardInput } from "./reward-form.js";

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
  stock: null,
  codesValidUntil: null,
  partnerGetsIdentity: false,
  city: null,
};

function renderForm() {
  const onCreated = vi.fn();
  renderWithProviders(
    <>
      <RewardForm onDone={onCreated} />
      <AppToaster />
    </>,
  );
  return { onCreated, user: userEvent.setup() };
}

describe("toRewardInput", () => {
  it("parses the points cost as an integer and sends blanks as null, active", () => {
    expect(
      toRewardInput({
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
      codesValidUntil: null,
      partnerGetsIdentity: false,
      city: null,
      isActive: true,
    });
    expect(toRewardInput({ ...EMPTY_REWARD_FORM, pointsCost: "lots" }).pointsCost).toBeUndefined();
  });
});

describe("RewardForm", () => {
  it("toasts 'Missing Fields' and sends nothing when a required field is empty", async () => {
    const calls = stubTrpc({});
    const { onCreated, user } = renderForm();
    await user.type(screen.getByLabelText(/Title/), "Coffee for two");
    await user.click(screen.getByRole("button", { name: "Create Reward" }));
    expect(await screen.findByText("Missing Fields")).toBeInTheDocument();
    expect(screen.getByText("Please fill in all required fields.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(onCreated).not.toHaveBeenCalled();
    // The fields left empty say so, as the API would; the first of them takes the focus.
    const description = screen.getByLabelText(/Description/);
    expect(description).toHaveAttribute("aria-invalid", "true");
    expect(
      document.getElementById(description.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe("Required.");
    expect(screen.getByLabelText(/Points Cost/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/Title/)).not.toHaveAttribute("aria-invalid");
    await vi.waitFor(() => expect(document.activeElement).toBe(description));
  });

  it("marks a value the contract refuses under its field and sends nothing", async () => {
    const calls = stubTrpc({});
    const { onCreated, user } = renderForm();
    await user.type(screen.getByLabelText(/Title/), "Coffee for two");
    await user.type(screen.getByLabelText(/Description/), "Two drinks");
    const cost = screen.getByLabelText(/Points Cost/);
    await user.type(cost, "0");
    const imageUrl = screen.getByLabelText(/image address/);
    await user.type(imageUrl, "ftp://example.com/coffee.jpg");
    await user.click(screen.getByRole("button", { name: "Create Reward" }));

    // The API's own words for each field (the contract's schema and error map).
    expect(await screen.findByText("Must be at least 1.")).toBeInTheDocument();
    expect(cost).toHaveAttribute("aria-invalid", "true");
    expect(document.getElementById(cost.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Must be at least 1.",
    );
    const urlMessage = "Use an http(s) address, or a path starting with /.";
    expect(
      document.getElementById(imageUrl.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe(urlMessage);
    await vi.waitFor(() => expect(document.activeElement).toBe(cost));
    expect(screen.queryByText("Missing Fields")).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(onCreated).not.toHaveBeenCalled();

    // Editing a field takes its message away; the other stays until it is fixed.
    await user.type(cost, "5");
    expect(cost).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Must be at least 1.")).not.toBeInTheDocument();
    expect(imageUrl).toHaveAttribute("aria-invalid", "true");
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
    await user.type(screen.getByLabelText(/image address/), "https://example.com/coffee.jpg");
    await user.click(screen.getByRole("button", { name: "Create Reward" }));

    expect(await screen.findByText("Reward Created")).toBeInTheDocument();
    expect(screen.getByText('"Coffee for two" is now live for couples.')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledOnce();
    expect(calls.find((c) => c.path === "admin.createReward")?.input).toEqual({
      title: "Coffee for two",
      description: "Two drinks at any branch",
      brandName: "Bean There",
      pointsCost: 120,
      location: "Lisbon",
      imageUrl: "https://example.com/coffee.jpg",
      codesValidUntil: null,
      partnerGetsIdentity: false,
      city: null,
      isActive: true,
    });
  });

  it("offers the gazetteer's towns in the town field once two letters are typed", async () => {
    const calls = stubTrpc({
      admin: {
        towns: ({ typed }: { typed: string }) =>
          typed.toLowerCase().startsWith("ly") ? ["Lyon, France", "Lynchburg, United States"] : [],
      },
    });
    const { user } = renderForm();
    const town = screen.getByLabelText(/City/);
    await user.type(town, "L");
    expect(calls.some((c) => c.path === "admin.towns")).toBe(false);
    await user.type(town, "y");
    const list = document.getElementById(town.getAttribute("list")!)!;
    await vi.waitFor(() =>
      expect([...list.querySelectorAll("option")].map((o) => o.value)).toEqual([
        "Lyon, France",
        "Lynchburg, United States",
      ]),
    );
    expect(calls.find((c) => c.path === "admin.towns")?.input).toEqual({ typed: "Ly" });
  });

  it("shows the server's message under the refused field, and the 'Error' toast", async () => {
    // A refusal only the server can make (the contract's schema passes the address).
    const message = "This address did not answer with an image.";
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
    const imageUrl = screen.getByLabelText(/image address/);
    await user.type(imageUrl, "https://example.com/coffee.txt");
    await user.click(screen.getByRole("button", { name: "Create Reward" }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(imageUrl).toHaveAttribute("aria-invalid", "true");
    const describedBy = imageUrl.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe(message);
    expect(screen.getByLabelText(/Title/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(
      screen.getByText("400: Image url: this address did not answer with an image."),
    ).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.activeElement).toBe(imageUrl));

    // Editing the field takes its message away.
    await user.type(imageUrl, "x");
    expect(imageUrl).not.toHaveAttribute("aria-invalid");
    expect(imageUrl).not.toHaveAttribute("aria-describedby");
  });
});
