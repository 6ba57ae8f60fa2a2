import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";

export interface MetricsListener {
  /** `host:port` as it listens (the port chosen when 0 was asked for). */
  address: string;
  close(): Promise<void>;
}

/**
 * Prometheus's scrape address on a listener of its own (decision 310): `GET /metrics`, and
 * a 404 for anything else. Apart from the app's port, so a load balancer or a public address
 * never exposes it and a scrape never waits behind the app's requests. A port in use fails
 * the start, as the app's own port does.
 */
export async function startMetricsListener(
  registry: Registry,
  { host, port }: { host: string; port: number },
): Promise<MetricsListener> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found: GET /metrics\n");
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { "content-type": registry.contentType });
        response.end(request.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        response.writeHead(500, { "content-type": "text/plain" });
        response.end(`Metrics failed: ${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { address, port: listening, family } = server.address() as AddressInfo;
  return {
    address: family === "IPv6" ? `[${address}]:${listening}` : `${address}:${listening}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
