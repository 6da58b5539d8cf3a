import { useEffect, useState } from 'react'

const FALLBACK_HEIGHT = 64

function topBar (): HTMLElement | null {
  return document.querySelector('header')
}

/**
 * Height of the sticky top bar, followed as it changes: on small screens its toolbar wraps onto a
 * second row, and the notifications must sit right below it either way.
 */
export function useTopBarHeight (): number {
  const [height, setHeight] = useState(() => topBar()?.offsetHeight ?? FALLBACK_HEIGHT)

  useEffect(() => {
    const header = topBar()
    if (!header || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => { setHeight(header.offsetHeight) })
    observer.observe(header)
    return () => { observer.disconnect() }
  }, [])

  return height
}
