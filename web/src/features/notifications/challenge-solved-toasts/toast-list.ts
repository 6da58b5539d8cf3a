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
  /** Opened by a restored progress code: its flag is a notice token, not worth copying. */
  restored: boolean
  copied: boolean
}

export interface ToastListState {
  toasts: SolvedToast[]
  nextId: number
}

export type ToastListAction =
  | { type: 'add', event: { key: string, challenge: string, flag: string, isRestore?: boolean } }
  | { type: 'close', id: number }
  | { type: 'closeAll' }
  | { type: 'copied', id: number }

export const EMPTY_TOAST_LIST: ToastListState = { toasts: [], nextId: 1 }

/** A shift-click only counts as a Clean Sweep attempt when it closes more than one toast (catalogue). */
export const MIN_SWEEP_SIZE = 2

export function toastListReducer (state: ToastListState, action: ToastListAction): ToastListState {
  switch (action.type) {
    case 'add': {
      const { key, challenge, flag } = action.event
      const restored = action.event.isRestore === true
      const open = state.toasts.find(toast => toast.key === key)
      // A repeated notice (repeat-notification) for a toast that is still open adds nothing new,
      // except the flag a restore's toast could not show.
      if (open !== undefined) {
        if (restored || !open.restored) return state
        return { ...state, toasts: state.toasts.map(toast => toast === open ? { ...toast, flag, restored: false, copied: false } : toast) }
      }
      const toast: SolvedToast = { id: state.nextId, key, challenge, flag, restored, copied: false }
      return { toasts: [...state.toasts, toast], nextId: state.nextId + 1 }
    }
    case 'close':
      return { ...state, toasts: state.toasts.filter(toast => toast.id !== action.id) }
    case 'closeAll':
      return state.toasts.length === 0 ? state : { ...state, toasts: [] }
    case 'copied':
      return { ...state, toasts: state.toasts.map(toast => toast.id === action.id ? { ...toast, copied: true } : toast) }
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
