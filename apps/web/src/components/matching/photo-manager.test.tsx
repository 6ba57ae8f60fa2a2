import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Photo } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { AppToaster } from "../app-toaster.js";
import { renderWithProviders } from "../../test/render.js";
import { stubTrpc } from "../../test/trpc-stub.js";
import { PhotoManager } from "./photo-manager.js";

const photo = (n: number): Photo => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  url: `/api/photos/00000000-0000-4000-8000-00000000010${n}/large`,
  thumbUrl: `/api/photos/00000000-0000-4000-8000-00000000010${n}/small`,
  width: 1200,
  height: 1500,
});

/** The tRPC stub, plus the raw upload path answering `upload`. */
function stubUpload(upload: (body: unknown) => Response) {
  const calls = stubTrpc({
    photos: {
      list: () => [photo(1)],
      reorder: ({ photoIds }) => photoIds.map((id) => ({ ...photo(1), id })),
    },
  });
  const trpcFetch = globalThis.fetch;
  const uploads: RequestInit[] = [];
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    if (url === "/api/matching/photos") {
      uploads.push(init);
      return Promise.resolve(upload(init.body));
    }
    return trpcFetch(url, init);
  });
  return { calls, uploads };
}

function renderManager() {
  renderWithProviders(
    <>
      <PhotoManager hasProfile />
      <AppToaster />
    </>,
  );
  return userEvent.setup();
}

const jpeg = (bytes = 10) => new File([new Uint8Array(bytes)], "me.jpg", { type: "image/jpeg" });

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe("PhotoManager", () => {
  it("uploads the picked file as is and shows the new photo", async () => {
    const { uploads } = stubUpload(() => Response.json([photo(1), photo(2)], { status: 201 }));
    const u = renderManager();
    expect(await screen.findByRole("img", { name: "Your photo 1" })).toBeInTheDocument();
    await u.upload(screen.getByLabelText(/Add a photo/), jpeg());
    expect(await screen.findByRole("img", { name: "Your photo 2" })).toBeInTheDocument();
    expect(uploads[0]?.body).toBeInstanceOf(File);
    expect((uploads[0]?.headers as Record<string, string>)["content-type"]).toBe("image/jpeg");
  });

  it("shows the server's reason when a file is refused, and refuses a too-large file without sending it", async () => {
    const { uploads } = stubUpload(() =>
      Response.json(
        {
          message: "This file is not a photo we can read. Upload a JPEG, PNG or HEIC photo.",
          code: "UNSUPPORTED_MEDIA_TYPE",
        },
        { status: 415 },
      ),
    );
    const u = renderManager();
    await screen.findByRole("img", { name: "Your photo 1" });
    await u.upload(screen.getByLabelText(/Add a photo/), jpeg());
    expect(await screen.findByText(/not a photo we can read/)).toBeInTheDocument();
    await u.upload(screen.getByLabelText(/Add a photo/), jpeg(11 * 1024 * 1024));
    expect(
      await screen.findByText("This photo is larger than 10 MB. Choose a smaller one."),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
  });
});
