import fs from 'node:fs';

/** Chromium from CHROMIUM_PATH or Debian's package; a clear message when there is none. */
export function findChromium(): string {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `Chromium was not found at ${candidate}. Install it with "apt-get update && apt-get install -y chromium" ` +
        '(or set CHROMIUM_PATH to a Chromium binary), then run the tests again.',
    );
  }
  return candidate;
}

/** Headless flags that keep Chromium off the network it cannot reach here. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
