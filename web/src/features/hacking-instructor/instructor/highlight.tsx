import GlobalStyles from '@mui/material/GlobalStyles'
import { useEffect } from 'react'

// A data attribute, not a class: React rewrites className on re-render and would drop ours.
const TARGET_ATTRIBUTE = 'data-hacking-instructor-target'

export const highlightStyles = (
  <GlobalStyles styles={{
    '@keyframes hackingInstructorPulse': {
      '0%, 100%': { boxShadow: '0 0 0 0 rgba(255, 154, 46, 0.55)' },
      '50%': { boxShadow: '0 0 0 8px rgba(255, 154, 46, 0)' }
    },
    [`[${TARGET_ATTRIBUTE}]`]: {
      outline: '3px solid #ff9a2e !important',
      outlineOffset: '3px',
      borderRadius: '4px',
      animation: 'hackingInstructorPulse 1.8s ease-in-out infinite'
    },
    '@media (prefers-reduced-motion: reduce)': { [`[${TARGET_ATTRIBUTE}]`]: { animation: 'none' } }
  }}
  />
)

/** Outlines the element the bubble points at for as long as it is shown. */
export function useHighlight (element: HTMLElement | null): void {
  useEffect(() => {
    if (element === null) return
    element.setAttribute(TARGET_ATTRIBUTE, '')
    return () => { element.removeAttribute(TARGET_ATTRIBUTE) }
  }, [element])
}

/** Form fields point at their visible frame (the whole search bar), not the bare input inside it. */
export function anchorFor (element: HTMLElement | null): HTMLElement | null {
  if (element === null) return null
  return element.closest<HTMLElement>('[role="search"]') ?? element.closest<HTMLElement>('.MuiInputBase-root') ?? element
}
