/** Confetti for a found vulnerability; the library is fetched only when there is something to celebrate. */
export async function celebrate (): Promise<void> {
  const { default: confetti } = await import('canvas-confetti')
  // Above the MUI dialog (z-index 1300).
  await confetti({ particleCount: 160, spread: 90, origin: { y: 0.6 }, zIndex: 2000, disableForReducedMotion: true })
}
