import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";
import { POINTS_PER_ANSWER } from "@tandem/api-contract";
import { openSseClient, type SseClient } from "./sse-clients.js";

/**
 * A day of Tandem at its busiest hour (docs/scaling.md, "A day at the peak"). The figures
 * the goal gives: 1,000,000 daily people make about 1,300 requests a second and hold 20,000
 * live streams at the peak. The rest are this model's assumptions, written where they are
 * used: half the daily people are in couples; a couple's person opens the app twice a day
 * (the morning's quiz, and when told the partner answered), a single three times (dating
 * apps are opened in several short sessions); the busiest hour holds a tenth of the day's
 * visits (an evening peak about 2.4 times the day's mean hour). Each visit's requests are
 * the calls the web app makes for what the person does (the screens' own reads and writes).
 */
export const DAY = {
  coupleShare: 0.5,
  visitsPerDay: { couple: 2, single: 3 },
  peakHourShare: 0.1,
  /** Streams open at the peak per daily person (20,000 per 1,000,000). */
  streamsPerPerson: 0.02,
  /** Visits that begin by signing in (a session that expired, a new phone). */
  signInShare: 0.03,
  /** A visit's think times are scaled to last about this long (the bench's minute). */
  visitSeconds: 30,
} as const;

/** Visits a second at the peak hour for `dailyPeople`, by kind. */
export function peakVisitsPerSecond(dailyPeople: number) {
  const perKind = (kind: "couple" | "single", share: number) =>
    (dailyPeople * share * DAY.visitsPerDay[kind] * DAY.peakHourShare) / 3600;
  return {
    couple: perKind("couple", DAY.coupleShare),
    single: perKind("single", 1 - DAY.coupleShare),
  };
}

/** One answered request: what it was, its status, how long it took (ms). */
export interface Call {
  kind: string;
  status: number;
  ms: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 512 });

export interface Visitor {
  origin: string;
  cookie: string;
  record: (call: Call) => void;
}

/** One request as the web app sends it; resolves with its status and body (never rejects: status 0). */
export function call(
  visitor: Visitor,
  kind: string,
  path: string,
  body?: unknown,
  accept = "application/json",
): Promise<{ status: number; text: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(`${visitor.origin}${path}`, {
      agent,
      method: payload === undefined ? "GET" : "POST",
      headers: {
        cookie: visitor.cookie,
        accept,
        "x-time-zone": "UTC",
        ...(payload === undefined
          ? {}
          : { "content-type": "application/json", origin: visitor.origin }),
      },
    });
    const done = (status: number, text: string) => {
      visitor.record({ kind, status, ms: performance.now() - started });
      resolve({ status, text });
    };
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString()));
      res.on("error", () => done(0, ""));
    });
    req.on("error", () => done(0, ""));
    req.end(payload);
  });
}

const trpcData = <T>(text: string): T | undefined => {
  try {
    return (JSON.parse(text) as { result?: { data?: T } }).result?.data;
  } catch {
    return undefined;
  }
};
/**
 * A read the server-rendered page came with (its `page-state` script: TanStack Query's
 * dehydrated queries, keyed by the tRPC path): the app does not ask for it again.
 */
function pageRead<T>(html: string, path: string[]): T | undefined {
  const json = /<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) return undefined;
  const state = JSON.parse(json) as {
    queries: { queries: { queryKey: unknown[]; state: { data?: unknown } }[] };
  };
  const key = JSON.stringify(path);
  const found = state.queries.queries.find((q) => JSON.stringify(q.queryKey[0]) === key);
  return found?.state.data as T | undefined;
}
const input = (value: unknown) => `?input=${encodeURIComponent(JSON.stringify(value))}`;
const pause = (seconds: number) =>
  new Promise((resolve) => setTimeout(resolve, seconds * 1000 * (0.5 + Math.random())));

/** The live stream the app holds while it is open; null when it could not open (recorded). */
async function openStream(visitor: Visitor): Promise<SseClient | null> {
  const started = performance.now();
  try {
    const stream = await openSseClient(visitor.origin, visitor.cookie, 10_000);
    visitor.record({ kind: "events.stream (open)", status: 200, ms: performance.now() - started });
    return stream;
  } catch {
    visitor.record({ kind: "events.stream (open)", status: 0, ms: performance.now() - started });
    return null;
  }
}

/**
 * A couple's person: Home drawn by the server (with today's questions), the live stream, up to
 * four questions answered (the set of 8 is spread over the day's two visits) and today's
 * questions read again, then now and then the quiz history (40%) or the rewards (30%). About
 * 8 requests.
 */
export async function coupleVisit(visitor: Visitor) {
  const think = DAY.visitSeconds / 8;
  const home = await call(visitor, "page /app (Home, rendered)", "/app", undefined, "text/html");
  const stream = await openStream(visitor);
  const open = pageRead<{ id: number; options: unknown[] }[]>(home.text, ["quiz", "today"]) ?? [];
  for (const question of open.slice(0, 4)) {
    await pause(think);
    await call(visitor, "quiz.answer", "/trpc/quiz.answer", {
      questionId: question.id,
      selectedOption: Math.floor(Math.random() * question.options.length),
      pointsEarned: POINTS_PER_ANSWER,
      idempotencyKey: randomUUID(),
    });
  }
  // Answered: the app reads today's questions again (what is left, the partner's progress).
  if (open.length > 0) await call(visitor, "quiz.today", "/trpc/quiz.today");
  await pause(think);
  if (Math.random() < 0.4) await call(visitor, "quiz.history", "/trpc/quiz.history");
  if (Math.random() < 0.3) await call(visitor, "rewards.list", "/trpc/rewards.list");
  await pause(think);
  stream?.close();
}

interface Card {
  id: string;
  photos: { id: string; url: string }[];
}

/**
 * A single: Discover drawn by the server (with a page of people), the live stream, twelve
 * swipes (3 in 10 likes) each with the card's photo, then half the time the conversations,
 * one conversation's messages and two messages sent to the match. About 28 requests.
 */
export async function singleVisit(visitor: Visitor, matchId: number | undefined) {
  const think = DAY.visitSeconds / 16;
  const page = await call(
    visitor,
    "page /app/discover (rendered)",
    "/app/discover",
    undefined,
    "text/html",
  );
  const stream = await openStream(visitor);
  // The deck came with the page (a page of DISCOVER_PAGE_SIZE); asked again once it runs out.
  let deck = pageRead<Card[]>(page.text, ["matching", "discover"]) ?? [];
  for (let swipe = 0; swipe < 12; swipe++) {
    if (deck.length === 0) {
      const next = await call(visitor, "matching.discover", "/trpc/matching.discover");
      deck = trpcData<Card[]>(next.text) ?? [];
      if (deck.length === 0) break;
    }
    const card = deck.shift()!;
    const photo = card.photos[0];
    if (photo) await call(visitor, "photo (small)", photo.url.replace(/\/large$/, "/small"));
    await pause(think);
    const like = Math.random() < 0.3;
    await call(
      visitor,
      like ? "matching.like" : "matching.pass",
      `/trpc/matching.${like ? "like" : "pass"}`,
      {
        toUserId: card.id,
        idempotencyKey: randomUUID(),
      },
    );
  }
  if (matchId !== undefined && Math.random() < 0.5) {
    await call(visitor, "chat.conversations", "/trpc/chat.conversations");
    await call(visitor, "chat.messages", `/trpc/chat.messages${input({ matchId })}`);
    for (let sent = 0; sent < 2; sent++) {
      await pause(think);
      await call(visitor, "chat.send", "/trpc/chat.send", {
        matchId,
        body: "See you at eight?",
        idempotencyKey: randomUUID(),
      });
    }
  }
  await pause(think);
  stream?.close();
}
