/*
 * Preloaded into the CTF export tool's process by the e2e test (node --require): every fetch must
 * go to the shop on this machine. Anything else fails loudly instead of reaching the network.
 */
const localFetch = globalThis.fetch
globalThis.fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' || input instanceof URL ? String(input) : input.url)
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
    throw new Error(`network access outside this machine refused: ${url.href}`)
  }
  return localFetch(input, init)
}
