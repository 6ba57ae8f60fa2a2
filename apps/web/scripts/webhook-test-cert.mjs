// A self-signed certificate for the journeys' partner webhook receiver (on 127.0.0.1): the
// server under test trusts it through NODE_EXTRA_CA_CERTS, and sends to loopback only because
// the journeys set WEBHOOK_ALLOW_LOCAL_ENDPOINTS (tests only; decision 354). Made once per
// port and day, in the system's temporary folder, so the config and the journey read the same.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const HOURS_12 = 12 * 3600 * 1000;

export function webhookTestCert(port) {
  const dir = join(tmpdir(), `tandem-e2e-webhook-${port}`);
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  if (!existsSync(cert) || Date.now() - statSync(cert).mtimeMs > HOURS_12) {
    mkdirSync(dir, { recursive: true });
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { stdio: "ignore" },
    );
  }
  return { key, cert };
}
