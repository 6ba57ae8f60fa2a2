// How every browser run of this repo starts Debian's Chromium (never a downloaded one).
// The flags keep a root, headless Chromium from reaching for the network, which this
// machine's closed network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
