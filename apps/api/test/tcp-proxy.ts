import { createServer, connect, type Server, type Socket } from "node:net";

export interface TcpProxy {
  /** A connection string like `target`, pointing at the proxy. */
  url: string;
  /** The database "goes down": open connections are cut and new ones refused. */
  cut(): Promise<void>;
  /** It is back, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy on loopback in front of the database of `targetUrl`, that a test can cut and
 * restore: a Postgres that stops and comes back, without touching the machine's Postgres.
 */
export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        // The embedded test database listens on a Unix socket (host=<directory>).
        const socketDir = target.searchParams.get("host");
        const upstream = socketDir?.startsWith("/")
          ? connect({ path: `${socketDir}/.s.PGSQL.${target.port || 5432}` })
          : connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        port = typeof address === "object" && address ? address.port : port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  await listen();
  const url = new URL(targetUrl);
  url.searchParams.delete("host");
  const user = url.username || url.searchParams.get("user") || "postgres";
  url.searchParams.delete("user");
  const password = url.password ? `:${url.password}` : "";
  const proxied = new URL(
    `postgres://${user}${password}@127.0.0.1:${port}${url.pathname}${url.search}`,
  );
  return { url: proxied.toString(), cut: stop, restore: listen, close: stop };
}
