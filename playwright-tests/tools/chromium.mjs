// The one place the machine's Chromium and its flags are named: the
// Playwright config and the measuring scripts (launch.mjs) both read it.
// No browser download: the distribution's chromium, offline-friendly flags.
export const executablePath = process.env.CHROMIUM ?? "/usr/bin/chromium";

export const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
