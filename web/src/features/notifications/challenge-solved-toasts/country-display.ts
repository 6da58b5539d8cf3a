/** `ctf.showCountryDetailsInNotifications`: which parts of a challenge's country a toast shows. */
export interface CountryDisplay {
  flag: boolean
  name: boolean
}

const DISPLAYS: Record<string, CountryDisplay> = {
  flag: { flag: true, name: false },
  name: { flag: false, name: true },
  both: { flag: true, name: true }
}

const NONE: CountryDisplay = { flag: false, name: false }

/** Anything but the three known values (including a missing setting) means 'none'. */
export function countryDisplay (setting: unknown): CountryDisplay {
  return typeof setting === 'string' && Object.hasOwn(DISPLAYS, setting) ? DISPLAYS[setting] : NONE
}

/** The country mapping is only fetched when something of it will be shown. */
export function needsCountryMapping (display: CountryDisplay): boolean {
  return display.flag || display.name
}

const REGIONAL_INDICATOR_A = 0x1F1E6

/**
 * The flag emoji of an ISO 3166-1 alpha-2 code: each letter becomes its regional indicator symbol,
 * and the pair renders as the flag. Anything that is not two letters gives ''.
 */
export function flagEmoji (code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return ''
  return String.fromCodePoint(...[...code.toUpperCase()].map(letter => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65))
}
