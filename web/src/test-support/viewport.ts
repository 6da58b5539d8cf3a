interface HappyDomWindow { happyDOM: { setViewport: (viewport: { width?: number, height?: number }) => void } }

/** happy-dom's default window width, which layouts in tests start from. */
export const DEFAULT_WIDTH = 1024

/** Resizes the simulated window (media queries and resize listeners follow); reset it after the test. */
export function setWindowWidth (width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width })
}
