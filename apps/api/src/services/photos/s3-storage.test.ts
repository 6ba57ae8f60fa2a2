import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Photo } from "@tandem/api-contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.js";
import { single } from "../matching/test-support.js";
import { createS3Storage, type S3Options } from "./s3.js";
import { solidJpeg, uploadPhoto } from "./test-support.js";

/**
 * s3rver 3.7.1 is an S3-compatible server, but of a Signature V4 request it checks only that
 * the access key id is one it knows (S3RVER), that x-amz-content-sha256 is there and well
 * formed, that the Authorization header has its three parts and that x-amz-date is within 15
 * minutes; the signature itself and the payload hash are not checked ("Signature version 4
 * calculation is unimplemented"), and a request with no Authorization at all is served. So in
 * front of its routes sits `checkSignature` below, written from AWS's documentation and
 * independently of s3.ts (it recomputes the signature from the request as it arrived, with the
 * server's copy of the secret, and is itself checked against AWS's documented example).
 */
interface S3rverInstance {
  middleware: ((ctx: S3Context, next: () => Promise<void>) => Promise<void>)[];
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
interface S3Context {
  req: { method?: string; url?: string; headers: IncomingHttpHeaders };
  status: number;
  type: string;
  body: unknown;
}
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: object) => S3rverInstance;

const REGION = "eu-central-1";
const BUCKET = "tandem-photos";
const SECRETS: Record<string, string> = { S3RVER: "S3RVER" };

const sha256 = (data: string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) =>
  createHmac("sha256", key).update(data).digest();
const uriEncode = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** null if the request's SigV4 header signature is right, else the error code S3 would give. */
function checkSignature(
  req: S3Context["req"],
  region: string,
): "AccessDenied" | "AuthorizationHeaderMalformed" | "SignatureDoesNotMatch" | null {
  const auth = new RegExp(
    "^AWS4-HMAC-SHA256 Credential=([^/]+)/(\\d{8})/([^/]+)/s3/aws4_request, ?" +
      "SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$",
  ).exec(req.headers.authorization ?? "");
  if (!auth) return "AccessDenied";
  const [, keyId = "", day = "", credentialRegion, signedHeaders = "", signature] = auth;
  const secret = SECRETS[keyId];
  if (!secret) return null; // s3rver answers InvalidAccessKeyId itself
  const names = signedHeaders.split(";");
  const amzDate = String(req.headers["x-amz-date"]);
  if (credentialRegion !== region || !amzDate.startsWith(day))
    return "AuthorizationHeaderMalformed";
  if (!["host", "x-amz-content-sha256", "x-amz-date"].every((name) => names.includes(name)))
    return "AccessDenied";
  const url = new URL(req.url ?? "/", "http://s3.invalid");
  const canonicalRequest = [
    req.method,
    url.pathname
      .split("/")
      .map((segment) => uriEncode(decodeURIComponent(segment)))
      .join("/"),
    [...url.searchParams]
      .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
      .sort()
      .join("&"),
    names.map((name) => `${name}:${String(req.headers[name] ?? "").trim()}\n`).join(""),
    signedHeaders,
    req.headers["x-amz-content-sha256"],
  ].join("\n");
  const stringToSign = [
    "AWS4-HMAC-SHA256",
    amzDate,
    `${day}/${region}/s3/aws4_request`,
    sha256(canonicalRequest),
  ].join("\n");
  const key = [day, region, "s3", "aws4_request"].reduce<Buffer | string>(
    (k, part) => hmac(k, part),
    `AWS4${secret}`,
  );
  return hmac(key, stringToSign).toString("hex") === signature ? null : "SignatureDoesNotMatch";
}

/** s3rver on a free loopback port with one bucket, in a temporary folder, signatures checked. */
function useS3rver() {
  const server = { endpoint: "", refusals: [] as string[] };
  let s3rver: S3rverInstance | undefined;
  let directory = "";
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "tandem-s3rver-"));
    s3rver = new S3rver({
      address: "127.0.0.1", // an IP, so buckets are path-style (as our client addresses them)
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    // Koa composes `middleware` when the server starts listening: this runs first.
    s3rver.middleware.unshift(async (ctx, next) => {
      const refusal = checkSignature(ctx.req, REGION);
      if (refusal) {
        server.refusals.push(refusal);
        ctx.status = 403;
        ctx.type = "application/xml";
        ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal}</Code></Error>`;
        return;
      }
      try {
        await next();
      } catch (error) {
        server.refusals.push(String((error as { code?: string }).code));
        throw error;
      }
    });
    const { port } = await s3rver.run();
    server.endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await s3rver?.close();
    await rm(directory, { recursive: true, force: true });
  });
  return server;
}

describe("the test's own Signature V4 check", () => {
  it("accepts AWS's documented example and refuses it with one digit of the signature changed", () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
    const signature = "f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41";
    const example = (sig: string) => ({
      method: "GET",
      url: "/test.txt",
      headers: {
        host: "examplebucket.s3.amazonaws.com",
        range: "bytes=0-9",
        "x-amz-content-sha256": sha256(""),
        "x-amz-date": "20130524T000000Z",
        authorization:
          "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request," +
          `SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=${sig}`,
      },
    });
    SECRETS.AKIAIOSFODNN7EXAMPLE = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
    try {
      expect(checkSignature(example(signature), "us-east-1")).toBeNull();
      expect(checkSignature(example(signature.replace(/^f/, "e")), "us-east-1")).toBe(
        "SignatureDoesNotMatch",
      );
    } finally {
      delete SECRETS.AKIAIOSFODNN7EXAMPLE;
    }
  });
});

describe("photo storage in an S3-compatible server (s3rver)", () => {
  const server = useS3rver();
  const storageWith = (overrides: Partial<S3Options> = {}) =>
    createS3Storage({
      endpoint: server.endpoint,
      bucket: BUCKET,
      region: REGION,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      ...overrides,
    });
  // Keys are `<photo id>/<size>` (read.ts): hex, '-', '/' and a-z, nothing to URI-encode.
  const keyOf = () => `${randomUUID()}/large`;

  it("puts a photo's bytes, gets them back identical, deletes them", async () => {
    const storage = storageWith();
    const key = keyOf();
    server.refusals.length = 0;
    const bytes = randomBytes(300_000);
    await storage.put(key, { bytes, contentType: "image/webp" });
    const got = await storage.get(key);
    expect(got?.contentType).toBe("image/webp");
    expect(got?.bytes.equals(bytes)).toBe(true);
    await storage.delete([key]);
    expect(await storage.get(key)).toBeNull();
    await storage.delete([key]); // deleting what is gone is fine
    expect(server.refusals).toEqual(["NoSuchKey"]);
  });

  it("answers null for a key that was never stored", async () => {
    expect(await storageWith().get(keyOf())).toBeNull();
  });

  it("fails for a bucket that does not exist instead of calling its photos missing", async () => {
    const storage = storageWith({ bucket: "no-such-bucket" });
    await expect(storage.get(keyOf())).rejects.toThrow(/answered 404 NoSuchBucket/);
    await expect(
      storage.put(keyOf(), { bytes: randomBytes(10), contentType: "image/webp" }),
    ).rejects.toThrow(/NoSuchBucket/);
  });

  it("fails, not succeeds, when the server refuses the signature or the key id", async () => {
    const key = keyOf();
    const photo = { bytes: randomBytes(1000), contentType: "image/webp" };
    server.refusals.length = 0;
    const wrongSecret = storageWith({ secretAccessKey: "not-the-secret" });
    await expect(wrongSecret.put(key, photo)).rejects.toThrow(/answered 403 SignatureDoesNotMatch/);
    await expect(wrongSecret.get(key)).rejects.toThrow(/answered 403/);
    await expect(wrongSecret.delete([key])).rejects.toThrow(/answered 403/);
    await expect(storageWith({ region: "us-east-1" }).get(key)).rejects.toThrow(/answered 403/);
    await expect(storageWith({ accessKeyId: "NOBODY" }).put(key, photo)).rejects.toThrow(
      /answered 403/,
    );
    expect(server.refusals).toEqual([
      "SignatureDoesNotMatch",
      "SignatureDoesNotMatch",
      "SignatureDoesNotMatch",
      "AuthorizationHeaderMalformed",
      "InvalidAccessKeyId",
    ]);
    expect(await storageWith().get(key)).toBeNull(); // nothing was written
  });

  describe("the app with PHOTO_STORAGE=s3", () => {
    // useTestApp reads these in its beforeAll, after useS3rver's has filled in the endpoint.
    const env: Record<string, string> = {
      PHOTO_STORAGE: "s3",
      S3_BUCKET: BUCKET,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    };
    beforeAll(() => {
      env.S3_ENDPOINT = server.endpoint;
    });
    const t = useTestApp(env);

    it("uploads a photo over HTTP, serves it from the bucket, and deletes it there", async () => {
      const me = await single(t, "Bucket", [0, 0, 0, 0, 0]);
      const jpeg = await solidJpeg(800, 600, { r: 20, g: 90, b: 200 });
      const res = await uploadPhoto(t, me, jpeg);
      expect(res).toHaveStatus(201);
      const [photo] = res.json<Photo[]>();
      const stored = await storageWith().get(`${photo!.id}/small`);
      const headers = { cookie: me.cookie };
      const served = await t.app.inject({ method: "GET", url: photo!.thumbUrl, headers });
      expect(served).toHaveStatus(200);
      expect(stored?.bytes.equals(served.rawPayload)).toBe(true);
      await t.app.inject({
        method: "POST",
        url: `/api/matching/photos/${photo!.id}/delete`,
        headers,
      });
      expect(await storageWith().get(`${photo!.id}/small`)).toBeNull();
    });
  });
});
