import { parse } from 'cookie'

/*
 * The two cookies the web app writes for the server to read: its login token, for the calls and
 * pages a browser makes without the app's script, and the language the player chose. Parsed by the
 * `cookie` package, so any spacing between cookies and percent-encoded values read alike.
 */

/** The login token of the `token` cookie, blanks around it dropped; '' when there is none. */
export const tokenCookie = (header: string | undefined): string => parse(header ?? '').token?.trim() ?? ''

/** The language tag of the `language` cookie (`de`, `pt_BR`…), or undefined. */
export const languageCookie = (header: string | undefined): string | undefined => parse(header ?? '').language

/** Whether a server-rendered page (profile, promotion, data erasure) is shown in German: those pages come in English and German only. */
export const wantsGerman = (header: string | undefined): boolean => languageCookie(header)?.toLowerCase().startsWith('de') === true
