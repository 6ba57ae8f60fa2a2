// A small HTTP proxy that hands requests to several API processes in turn (round robin), as
// a load balancer would. For tests and the bench only: loopback, no TLS, no health checks.
import { Agent, createServer, request as httpRequest } from "node:http";

/**
 * Listens on `port` and forwards request i to `targets[i % targets.length]` (each a
 * "host:port"), streaming both ways (SSE included). Resolves to the listening server.
 */
export function startRoundRobinProxy({ port, host = "127.0.0.1", targets }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const [targetHost, targetPort] = targets[next++ % targets.length].split(":");
    const forwarded = httpRequest(
      {
        host: targetHost,
        port: Number(targetPort),
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on("error", () => {
      if (!outgoing.headersSent) {
        outgoing.writeHead(502, { "content-type": "application/json" });
        outgoing.end(
          JSON.stringify({ message: "The proxy could not reach the API.", code: "BAD_GATEWAY" }),
        );
      } else outgoing.destroy();
    });
    // A client that goes away (a closed SSE stream) ends the forwarded request too.
    outgoing.on("close", () => {
      if (!outgoing.writableFinished) forwarded.destroy();
    });
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
