import type { ThemeOptions } from '@mui/material/styles'
import { themeOptions } from './theme'

export const DEFAULT_THEME = 'orange-grove'

/** Every other theme is a chunk of its own, fetched only by a shop configured for it. */
const LAZY_THEMES: Record<string, () => Promise<{ default: ThemeOptions }>> = {
  'fresh-morning': () => import('./themes/fresh-morning'),
  'high-contrast': () => import('./themes/high-contrast'),
  'berry-night': () => import('./themes/berry-night')
}

export const THEME_NAMES = [DEFAULT_THEME, ...Object.keys(LAZY_THEMES)]

/** The theme `application.theme` names; an unknown name or a chunk that fails to load is the default. */
export async function themeOptionsFor (name: string | undefined): Promise<ThemeOptions> {
  const load = name === undefined || !Object.hasOwn(LAZY_THEMES, name) ? undefined : LAZY_THEMES[name]
  if (load === undefined) return themeOptions
  try {
    return (await load()).default
  } catch {
    return themeOptions
  }
}
