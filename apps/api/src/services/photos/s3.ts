import { createHash, createHmac } from "node:crypto";
import type { PhotoStorage } from "./storage.js";

export interface S3Options {
  /** https://s3.eu-west-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com, http://127.0.0.1:9000 (MinIO) */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) =>
  createHmac("sha256", key).update(data).digest();

/**
 * Signs a request with AWS Signature Version 4 (path-style addressing, so it works with
 * S3, MinIO, R2 and other S3-compatible stores). Exported for its test.
 */
export function signS3Request(
  options: S3Options,
  request: { method: string; url: URL; body: Buffer; headers?: Record<string, string> },
  now: Date = new Date(),
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(request.body);
  const headers: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    host: request.url.host,
    "x-amz-content-sha256": payloadHash,
    "x-amz-date": amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim()}\n`).join("");
  const signedHeaders = names.join(";");
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    request.url.searchParams.toString(),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${options.region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const signingKey = ["s3", "aws4_request"].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${options.secretAccessKey}`, day), options.region),
  );
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/** An S3-compatible bucket, through a small SigV4 client over fetch (no SDK). */
export function createS3Storage(options: S3Options): PhotoStorage {
  const urlOf = (key: string) =>
    new URL(`${options.endpoint.replace(/\/$/, "")}/${options.bucket}/${key}`);
  const send = async (
    method: string,
    key: string,
    body: Buffer = Buffer.alloc(0),
    type?: string,
  ) => {
    const url = urlOf(key);
    const headers = signS3Request(options, {
      method,
      url,
      body,
      ...(type ? { headers: { "content-type": type } } : {}),
    });
    delete headers.host;
    return fetch(url, {
      method,
      headers,
      ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
    });
  };
  return {
    kind: "s3",
    async put(key, { bytes, contentType }) {
      const res = await send("PUT", key, bytes, contentType);
      if (!res.ok) throw await failure(res, "PUT", key);
      await drain(res);
    },
    async get(key) {
      const res = await send("GET", key);
      if (!res.ok) {
        const error = await failure(res, "GET", key);
        // A missing object; a missing bucket (NoSuchBucket, also a 404) is a setup error.
        if (error.code === "NoSuchKey") return null;
        throw error;
      }
      return {
        bytes: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get("content-type") ?? "application/octet-stream",
      };
    },
    async delete(keys) {
      for (const key of keys) {
        const res = await send("DELETE", key);
        if (!res.ok && res.status !== 404) throw await failure(res, "DELETE", key);
        await drain(res);
      }
    },
  };
}

/** Reads an answer's (small) body to its end, so that its connection can serve the next. */
async function drain(res: Response): Promise<void> {
  await res.arrayBuffer();
}

class S3Error extends Error {
  constructor(
    message: string,
    /** S3's own error code (`NoSuchKey`, `AccessDenied`, ...), when the answer names one. */
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** An error naming the request, the status and S3's error code from the XML body. */
async function failure(res: Response, method: string, key: string): Promise<S3Error> {
  const body = await res.text().catch(() => "");
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1];
  return new S3Error(`S3 ${method} ${key} answered ${res.status}${code ? ` ${code}` : ""}`, code);
}
