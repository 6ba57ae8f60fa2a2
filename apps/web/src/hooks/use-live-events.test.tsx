import { act, screen, waitFor } from "@testing-library/react";
import type { AuthUser, Couple, ThreadMessage, ThreadPage } from "@tandem/api-contract";
import { dismissToast } from "@tandem/ui";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppToaster } from "../components/app-toaster.js";
import { CoupleStatus } from "../components/couples/couple-status.js";
import { stubEventSource } from "../test/event-source-stub.js";
import { authUser } from "../test/fixtures.js";
import { renderWithProviders } from "../test/render.js";
import { SignedIn } from "../test/signed-in.js";
import { stubTrpc } from "../test/trpc-stub.js";
import { trpc } from "../lib/trpc.js";
import { useAuth } from "./use-auth.js";
import { useCouple } from "../components/couples/use-couple.js";
import { useLiveEvents } from "./use-live-events.js";

const COUPLE_ID = "3f0c9d52-8f55-4a53-9a4e-0d8a3f3f2b11";

const me = (coupleId: string | null): AuthUser => authUser({ coupleId });

const couple: Couple = {
  id: COUPLE_ID,
  partner: {
    id: "6e1d1f8a-3c1b-4d8e-9a55-2b7f4e0c9d22",
    firstName: "Robin",
    lastName: "Park",
    email: "robin@example.test",
    profileImageUrl: null,
  },
  identity: null,
  identityDescription: null,
  completedQuizzes: 0,
  createdAt: new Date().toISOString(),
  metInChat: null,
};

/** The home's status strip, fed by the same queries, in a shell that mounts the stream. */
function Shell() {
  useLiveEvents();
  const { user } = useAuth();
  const { couple: current, isLoading } = useCouple();
  return (
    <CoupleStatus
      paired={Boolean(user?.coupleId)}
      couple={current}
      isLoading={isLoading}
      onPairNow={() => {}}
    />
  );
}

/** The shell with its toasts, on a stubbed server whose person is paired once `paired` is set. */
function renderShell() {
  const server = { paired: false };
  stubTrpc({
    user: { me: () => me(server.paired ? COUPLE_ID : null) },
    couple: { get: () => couple },
  });
  renderWithProviders(
    <>
      <SignedIn>
        <Shell />
      </SignedIn>
      <AppToaster />
    </>,
  );
  return server;
}

/**
 * A screen of the couple's thread in the shell, on a server whose first answer to the thread
 * is read at once and sent only when the test says (`answerFirstRead`); later reads answer
 * at once. `written` is the server's thread.
 */
async function renderThreadWithSlowFirstRead() {
  const sources = stubEventSource();
  const written: ThreadMessage[] = [];
  const server = { reads: 0, answerFirstRead: undefined as (() => void) | undefined };
  const page = (messages: ThreadMessage[]): ThreadPage => ({
    messages,
    nextCursor: null,
    coupleSince: new Date().toISOString(),
  });
  stubTrpc({
    user: { me: () => me(COUPLE_ID) },
    couple: { get: () => couple },
    together: {
      thread: () => {
        server.reads++;
        if (server.reads > 1) return page([...written]);
        const before = page([...written]);
        return new Promise<ThreadPage>(
          (resolve) => (server.answerFirstRead = () => resolve(before)),
        );
      },
    },
  });
  function Thread() {
    useLiveEvents();
    const thread = trpc.together.thread.useInfiniteQuery(
      {},
      { getNextPageParam: (p) => p.nextCursor ?? undefined },
    );
    const messages = thread.data?.pages.flatMap((p) => p.messages) ?? [];
    return thread.isPending ? <p>Loading</p> : <p>{messages.length} messages</p>;
  }
  renderWithProviders(
    <SignedIn>
      <Thread />
    </SignedIn>,
  );
  await waitFor(() => expect(server.answerFirstRead).toBeDefined());
  await waitFor(() => expect(sources).toHaveLength(1));
  return { stream: sources[0]!, written, server };
}

const partnerMessage = (): ThreadMessage => ({
  id: "couple-1",
  senderId: couple.partner.id,
  body: "Still on for Friday?",
  sentAt: new Date().toISOString(),
});

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe("useLiveEvents", () => {
  it("opens one stream with credentials and shows a pairing live, without reloading", async () => {
    const sources = stubEventSource();
    const server = renderShell();
    expect(await screen.findByText("Not paired yet")).toBeInTheDocument();
    await waitFor(() => expect(sources).toHaveLength(1));
    const stream = sources[0]!;
    expect(stream.url).toMatch(/^\/trpc\/events\.stream/);
    expect(stream.withCredentials).toBe(true);

    server.paired = true;
    act(() => {
      stream.open();
      stream.send("1", { type: "ready" });
      stream.send("2", {
        type: "paired",
        coupleId: COUPLE_ID,
        partner: { firstName: "Robin", lastName: "Park", email: "robin@example.test" },
      });
    });

    expect(await screen.findByText("You're now paired with Robin Park.")).toBeInTheDocument();
    expect(await screen.findByText("Robin Park")).toBeInTheDocument();
    expect(screen.getByText(/Paired with/)).toBeInTheDocument();
    expect(screen.queryByText("Not paired yet")).not.toBeInTheDocument();
    expect(sources).toHaveLength(1);
  });

  it("reads again what was read before a stream that starts from now opened", async () => {
    const sources = stubEventSource();
    const server = renderShell();
    expect(await screen.findByText("Not paired yet")).toBeInTheDocument();
    await waitFor(() => expect(sources).toHaveLength(1));

    // Paired after the first read and before the stream was open: no event will say so.
    server.paired = true;
    act(() => {
      sources[0]!.open();
      sources[0]!.send("1", { type: "ready" });
    });

    expect(await screen.findByText("Robin Park")).toBeInTheDocument();
    expect(screen.queryByText("Not paired yet")).not.toBeInTheDocument();
  });

  it("reads the couple's thread again when a message arrives while its first read is on its way", async () => {
    const { stream, written, server } = await renderThreadWithSlowFirstRead();
    const message = partnerMessage();
    written.push(message);
    act(() => {
      stream.open();
      stream.send("1", { type: "couple-message", coupleId: COUPLE_ID, message });
    });
    act(() => server.answerFirstRead!());

    expect(await screen.findByText("1 messages")).toBeInTheDocument();
    expect(server.reads).toBe(2);
  });

  it("makes a first read on its way again when a stream that starts from now opens", async () => {
    const { stream, written, server } = await renderThreadWithSlowFirstRead();
    // Written after the first read and before the stream was open: no event will say so.
    written.push(partnerMessage());
    act(() => {
      stream.open();
      stream.send("1", { type: "ready" });
    });
    act(() => server.answerFirstRead!());

    expect(await screen.findByText("1 messages")).toBeInTheDocument();
    expect(server.reads).toBe(2);
  });
});
