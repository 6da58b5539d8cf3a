/** A language key ends up in a URL path; accept only plausible ones like 'de' or 'zh_CN'. */
export function isLanguageKey (value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,4})?$/.test(value)
}
