import { lazy, type ComponentType } from 'react'

/**
 * React.lazy that can be loaded ahead of rendering. A lazy component always suspends on its first
 * render, even when its chunk is already there, and React holds back the reveal of a suspended
 * screen for a moment; once `preload()` has resolved, this renders the loaded component directly.
 */
export function preloadableLazy<P extends object> (load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<unknown> | undefined
  const loadOnce = () => {
    const pending = load().then(module => { loaded = module.default; return module })
    // A failed load may be retried by the next render (the route's error boundary offers a reload).
    pending.catch(() => { loading = undefined })
    return pending
  }
  const Lazy = lazy(() => (loading ??= loadOnce()) as Promise<{ default: ComponentType<P> }>)
  function Preloadable (props: P) {
    const Component = loaded ?? Lazy
    return <Component {...props} />
  }
  Preloadable.preload = (): Promise<unknown> => (loading ??= loadOnce())
  return Preloadable
}
