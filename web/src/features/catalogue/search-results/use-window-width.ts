import { useSyncExternalStore } from 'react'

function subscribe (onChange: () => void): () => void {
  window.addEventListener('resize', onChange)
  return () => { window.removeEventListener('resize', onChange) }
}

const readWidth = (): number => window.innerWidth
// Without a window (tests, prerendering) assume a common laptop width.
const serverWidth = (): number => 1280

/** window.innerWidth, re-rendering on resize; the product grid is laid out by window width, not by its container. */
export function useWindowWidth (): number {
  return useSyncExternalStore(subscribe, readWidth, serverWidth)
}
