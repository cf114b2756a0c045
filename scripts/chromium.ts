/**
 * Debian's Chromium as the browser tests and the bench drive it. A test tool's own browser
 * download cannot work here; without the background-networking flags Chromium floods the closed
 * network with refused connections.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
