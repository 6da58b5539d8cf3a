import type { Dispatch } from 'react'
import { useApplicationConfiguration } from '@/features/meta/api/get-application-configuration'
import { reportClosedNotifications } from '@/lib/socket'
import { useCountryMapping, type CountryMapping } from '../api/get-country-mapping'
import { countryDisplay, needsCountryMapping, type CountryDisplay } from './country-display'
import { SolvedToast, type ToastCountry } from './solved-toast'
import { closeClick, type ToastListAction, type ToastListState } from './toast-list'

interface ChallengeSolvedToastsProps {
  state: ToastListState
  dispatch: Dispatch<ToastListAction>
}

function countryOf (key: string, display: CountryDisplay, mapping: CountryMapping | undefined): ToastCountry | null {
  const country = mapping?.[key]
  if (!country || !needsCountryMapping(display)) return null
  return { code: country.code, name: country.name, showFlag: display.flag, showName: display.name }
}

/** The stacked challenge-solved toasts, styled per the CTF settings. */
export function ChallengeSolvedToasts ({ state, dispatch }: ChallengeSolvedToastsProps) {
  const { data: config } = useApplicationConfiguration()
  const display = countryDisplay(config?.ctf?.showCountryDetailsInNotifications)
  const showFlag = config?.ctf?.showFlagsInNotifications === true
  const { data: mapping } = useCountryMapping(needsCountryMapping(display))

  const close = (id: number, shiftKey: boolean) => {
    const { action, sweptFlags } = closeClick(state, id, shiftKey)
    if (sweptFlags) reportClosedNotifications(sweptFlags)
    dispatch(action)
  }

  return state.toasts.map(toast => (
    <SolvedToast
      key={toast.id}
      toast={toast}
      showFlag={showFlag}
      country={countryOf(toast.key, display, mapping)}
      onClose={close}
      onCopied={id => { dispatch({ type: 'copied', id }) }}
    />
  ))
}
