/** The journeys' webhook receiver's key and certificate files (made once per port and day). */
export function webhookTestCert(port: number): { key: string; cert: string };
