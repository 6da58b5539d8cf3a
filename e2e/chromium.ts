/**
 * Debian's Chromium, never a browser downloaded by npm. Shared by the end-to-end tests and
 * scripts/bench.ts so both load the shop in the same browser with the same flags.
 */
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
]

export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_EXECUTABLE,
  args: CHROMIUM_ARGS
}
