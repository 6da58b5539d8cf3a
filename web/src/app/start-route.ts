/** The search text when the address opens the search screen (also the landing screen), else null. */
export function searchQueryOfRoute (hash: string): string | null {
  const route = hash.replace(/^#/, '')
  if (route === '' || route === '/') return ''
  const match = /^\/(search|hacking-instructor)(\?.*)?$/.exec(route)
  return match ? new URLSearchParams(match[2] ?? '').get('q') ?? '' : null
}
