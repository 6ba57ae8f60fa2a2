import { chmodSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import { join } from "node:path";
import type { WrittenBackup } from "./backup-file.js";

// The embedded database can be opened by one process only, so a backup taken while the
// server runs is taken by the server: `npm run backup` asks it over a Unix socket in the data
// folder (mode 0600, this user only), the way pg_ctl talks to a running postmaster.
const SOCKET_FILE = "backup.sock";

export const backupSocketOf = (dataDir: string) => join(dataDir, SOCKET_FILE);

/** Serves POST /backup ({outDir?}) on the data folder's socket; answers the WrittenBackup. */
export async function serveBackupRequests(
  dataDir: string,
  takeBackup: (outDir?: string) => Promise<WrittenBackup>,
): Promise<{ close(): Promise<void> }> {
  const path = backupSocketOf(dataDir);
  // This process holds the data folder's lock, so a socket file left here is a dead one's.
  rmSync(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/backup") {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let outDir: string | undefined;
      try {
        outDir = (JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as { outDir?: string })
          .outDir;
      } catch {
        outDir = undefined;
      }
      takeBackup(outDir).then(
        (written) =>
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(written)),
        (error: unknown) =>
          res
            .writeHead(500, { "content-type": "application/json" })
            .end(
              JSON.stringify({ message: error instanceof Error ? error.message : String(error) }),
            ),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}

/** Asks the server that holds `dataDir` for a backup; throws its message if it fails. */
export function requestBackup(dataDir: string, outDir?: string): Promise<WrittenBackup> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath: backupSocketOf(dataDir), method: "POST", path: "/backup" },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = JSON.parse(
            Buffer.concat(chunks).toString("utf8") || "{}",
          ) as WrittenBackup & {
            message?: string;
          };
          if (res.statusCode === 200) resolve(body);
          else
            reject(
              new Error(`The server could not take the backup: ${body.message ?? res.statusCode}`),
            );
        });
      },
    );
    req.on("error", (error) =>
      reject(
        new Error(
          `The server holding ${dataDir} did not answer on ${backupSocketOf(dataDir)} (${error.message}). ` +
            "Is it an older version? Stop it and run the backup again.",
        ),
      ),
    );
    req.end(JSON.stringify(outDir ? { outDir } : {}));
  });
}
