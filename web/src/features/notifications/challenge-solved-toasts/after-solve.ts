import { saveProgressCodes } from '@/lib/progress-codes'

/*
 * What a live (not restored) solve sets off besides the toast. Loaded on the first solve, so
 * neither confetti nor the progress-code client is part of the first page load.
 */

export function celebrate (): void {
  import('canvas-confetti')
    .then(({ default: confetti }) => confetti({ particleCount: 160, spread: 100, startVelocity: 40, origin: { y: 0.35 }, disableForReducedMotion: true }))
    .catch((error: unknown) => { console.error('Confetti could not be loaded', error) })
}

/** Keeps the progress cookies current so a restarted or fresh shop can be brought back. */
export function rememberProgress (): void {
  saveProgressCodes().catch((error: unknown) => { console.error('Saving the progress codes failed', error) })
}
