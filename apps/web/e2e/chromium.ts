// Debian's Chromium, as journeys launch it: headless, on a machine with no network beyond loopback.
import { existsSync } from 'node:fs';

export const chromiumPath = '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
