import { createECDH, randomBytes } from "node:crypto";
import { createServer, Agent, type Server } from "node:https";
import ece from "http_ece";
import { loopbackCertificate } from "./loopback-certificate.js";

/** One request the push service received: the device it was for, headers and body. */
export interface PushRequest {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A browser's side of one subscription: its keys, and the JSON it would hand the server. */
export interface TestDevice {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The payload of a request to this device, decrypted as the browser would. */
  decrypt(request: PushRequest): unknown;
}

/**
 * A push service on loopback over HTTPS (a self-signed certificate the returned agent
 * trusts), as the real library reaches Chromium's or Firefox's: it records each request and
 * answers 201, or what `answer` says for a device.
 */
export async function startPushService(port: number) {
  const { key, cert } = loopbackCertificate();

  const requests: PushRequest[] = [];
  /** Status codes to answer per device, used up in order; then 201. */
  const answers = new Map<string, number[]>();
  const server: Server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const device = decodeURIComponent(req.url!.replace(/^\/push\//, ""));
      requests.push({ device, headers: req.headers, body: Buffer.concat(chunks) });
      const status = answers.get(device)?.shift() ?? 201;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const agent = new Agent({ ca: cert, keepAlive: false });

  let count = 0;
  function device(label = "phone"): TestDevice {
    const name = `${label}-${++count}-${randomBytes(4).toString("hex")}`;
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    return {
      name,
      subscription: {
        endpoint: `https://127.0.0.1:${port}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey("base64url"), auth: auth.toString("base64url") },
      },
      decrypt(request) {
        const plain = ece.decrypt(request.body, {
          version: "aes128gcm",
          privateKey: ecdh,
          authSecret: auth.toString("base64url"),
        });
        return JSON.parse(plain.toString("utf8"));
      },
    };
  }

  return {
    agent,
    requests,
    device,
    /** Answer the next requests to `device` with these statuses. */
    answer(target: TestDevice, ...statuses: number[]) {
      answers.set(target.name, statuses);
    },
    to: (target: TestDevice) => requests.filter((r) => r.device === target.name),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
