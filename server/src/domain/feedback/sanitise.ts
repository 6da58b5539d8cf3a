/**
 * Removes HTML tags from free text before it is stored.
 *
 * Planted (feedbackXssChallenge): a single pass over the text. Whatever is left once the inner
 * tags are gone is never looked at again, so tags nested inside tags reassemble.
 */
// vuln-code-snippet start feedbackXssChallenge
const TAG = /<[^<>]*>/g

export function stripTags (text: string): string {
  return text.replace(TAG, '') // vuln-code-snippet vuln-line feedbackXssChallenge
}
// vuln-code-snippet end feedbackXssChallenge
