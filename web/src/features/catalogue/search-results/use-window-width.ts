import { useSyncExternalStore } from 'react'

function subscribe (onChange: () => void): () => void {
  window.addEventListener('resize', onChange)
  return () => { window.removeEventListener('resize', onChange) }
}

const readWidth = (): number => window.innerWidth
// Without a window (tests, prerendering) assume a common laptop width.
const serverWidth = (): number => 1280

/** window.innerWidth, re-rendering on resize; spec 000 §9 defines the grid by window width. */
export function useWindowWidth (): number {
  return useSyncExternalStore(subscribe, readWidth, serverWidth)
}
