/**
 * Copies text to the clipboard. The async clipboard API needs a secure context (https or
 * localhost); shops reached over a plain-http LAN address fall back to the older selection copy.
 */
export async function copyText (text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch { /* permission refused or insecure context: try the fallback */ }
  return copyWithSelection(text)
}

function copyWithSelection (text: string): boolean {
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  try {
    // Deprecated but still the only synchronous way without the clipboard API.
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
  }
}
