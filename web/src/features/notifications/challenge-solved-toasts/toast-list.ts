/**
 * The open challenge-solved toasts (message, flag, country, copied).
 * Kept pure and tiny: the app shell holds this state from the first page load, before the toast
 * UI itself has been fetched.
 */
export interface SolvedToast {
  id: number
  key: string
  challenge: string
  flag: string
  copied: boolean
}

export interface ToastListState {
  toasts: SolvedToast[]
  nextId: number
  /**
   * Challenges a restored progress code marked solved. They are summed up in one notice rather
   * than a toast each: a restore can bring back dozens at once, which stacked over the page.
   */
  restoredKeys: string[]
}

export type ToastListAction =
  | { type: 'add', event: { key: string, challenge: string, flag: string, isRestore?: boolean } }
  | { type: 'close', id: number }
  | { type: 'closeAll' }
  | { type: 'copied', id: number }
  | { type: 'closeRestored' }

export const EMPTY_TOAST_LIST: ToastListState = { toasts: [], nextId: 1, restoredKeys: [] }

/** A shift-click only counts as a Clean Sweep attempt when it closes more than one toast (catalogue). */
export const MIN_SWEEP_SIZE = 2

export function toastListReducer (state: ToastListState, action: ToastListAction): ToastListState {
  switch (action.type) {
    case 'add': {
      const { key, challenge, flag } = action.event
      if (action.event.isRestore === true) {
        return state.restoredKeys.includes(key) ? state : { ...state, restoredKeys: [...state.restoredKeys, key] }
      }
      // A repeated notice (repeat-notification) for a toast that is still open adds nothing new.
      if (state.toasts.some(toast => toast.key === key)) return state
      const toast: SolvedToast = { id: state.nextId, key, challenge, flag, copied: false }
      return { ...state, toasts: [...state.toasts, toast], nextId: state.nextId + 1 }
    }
    case 'close':
      return { ...state, toasts: state.toasts.filter(toast => toast.id !== action.id) }
    case 'closeAll':
      return state.toasts.length === 0 ? state : { ...state, toasts: [] }
    case 'copied':
      return { ...state, toasts: state.toasts.map(toast => toast.id === action.id ? { ...toast, copied: true } : toast) }
    case 'closeRestored':
      return state.restoredKeys.length === 0 ? state : { ...state, restoredKeys: [] }
  }
}

/**
 * What a click on one toast's close button does. A shift-click closes every open toast, and when
 * that sweeps at least two it reports their flags (the planted Clean Sweep challenge).
 */
export function closeClick (state: ToastListState, id: number, shiftKey: boolean): { action: ToastListAction, sweptFlags: string[] | null } {
  if (!shiftKey) return { action: { type: 'close', id }, sweptFlags: null }
  const flags = state.toasts.map(toast => toast.flag)
  return { action: { type: 'closeAll' }, sweptFlags: flags.length >= MIN_SWEEP_SIZE ? flags : null }
}
