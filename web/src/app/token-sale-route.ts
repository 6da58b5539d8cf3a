// Planted (tokenSaleChallenge): the page is never linked, and its path is assembled from shifted
// character codes, so it is nowhere in the bundle as text.
// vuln-code-snippet start tokenSaleChallenge
const SHIFT = 7
const CODES = [119, 121, 108, 122, 104, 115, 108, 52, 119, 124, 115, 119, 52, 127, 62] // vuln-code-snippet vuln-line tokenSaleChallenge

/** The route path of the unannounced token-sale page. */
export function tokenSalePath (): string {
  return String.fromCharCode(...CODES.map(code => code - SHIFT)) // vuln-code-snippet neutral-line tokenSaleChallenge
}
// vuln-code-snippet end tokenSaleChallenge
