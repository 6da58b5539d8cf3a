import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react'
import { ThemeProvider } from '@mui/material/styles'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import i18n from '@/lib/i18n'
import { theme } from './theme'

type RtlStyles = typeof import('./rtl-styles')

let loading: Promise<RtlStyles> | null = null
// Kept once loaded, so a render after main.tsx's preload starts right to left without a flash.
let loaded: RtlStyles | null = null

/** Fetches the right-to-left styles once; main.tsx calls it before the first render in Arabic. */
export function loadRtlStyles (): Promise<RtlStyles> {
  loading ??= import('./rtl-styles').then(module => { loaded = module; return module })
  return loading
}

export function isRtl (language: string | undefined): boolean {
  return language !== undefined && i18n.dir(language) === 'rtl'
}

/**
 * Theme and style cache follow the reading direction. The tree keeps its shape in both directions,
 * so switching to or from Arabic re-styles the screen without remounting it (open dialogs and
 * snack bars stay).
 */
export function DirectionalStyles ({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation(undefined, { useSuspense: false })
  const rtl = isRtl(instance.resolvedLanguage ?? instance.language)
  const [styles, setStyles] = useState<RtlStyles | null>(() => loaded)
  const ltrCache = useEmotionCache()

  useEffect(() => {
    if (rtl && styles === null) void loadRtlStyles().then(setStyles)
  }, [rtl, styles])

  const active = rtl && styles !== null ? styles : null
  const themed = (
    <ThemeProvider theme={active?.rtlTheme ?? theme}>
      {active && <active.MirroredIcons />}
      {children}
    </ThemeProvider>
  )
  // Emotion always has a cache in a browser; the check only satisfies its type.
  const cache = active?.rtlCache ?? ltrCache
  return cache ? <CacheProvider value={cache}>{themed}</CacheProvider> : themed
}
