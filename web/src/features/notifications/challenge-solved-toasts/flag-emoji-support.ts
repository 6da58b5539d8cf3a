let supported: boolean | undefined

/**
 * Whether this system draws a regional-indicator pair as one flag. Without an emoji font (Windows,
 * many Linux installs) the pair falls apart into two letter glyphs, about twice as wide as one.
 * Measured once on a canvas; where that is impossible the emoji is assumed to work.
 */
export function supportsFlagEmoji (): boolean {
  if (supported !== undefined) return supported
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d')
  if (!context) return (supported = true)
  context.font = '32px sans-serif'
  const pair = context.measureText('\u{1F1E9}\u{1F1EA}').width
  const single = context.measureText('\u{1F1E9}').width
  supported = single > 0 && pair < single * 1.5
  return supported
}
