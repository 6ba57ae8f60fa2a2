import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent, createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loopbackCertificate } from "./loopback-certificate.js";

/** One message the receiver got: its headers and its body exactly as sent. */
export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
}

/**
 * A partner's endpoint on loopback over real HTTPS, with a self-signed certificate that the
 * returned agent trusts (and `caFile`, for a server process's NODE_EXTRA_CA_CERTS). It records
 * every request and answers 204, or the statuses queued in `answers`, used up in order.
 */
export async function startWebhookReceiver() {
  const { key, cert } = loopbackCertificate();
  const dir = mkdtempSync(join(tmpdir(), "webhook-receiver-"));
  const caFile = join(dir, "ca.pem");
  writeFileSync(caFile, cert);

  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
      );
      received.push({ headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(answers.shift() ?? 204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `https://127.0.0.1:${port}/webhooks`,
    agent: new Agent({ ca: cert, keepAlive: false }),
    caFile,
    received,
    answers,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
