import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

/** "All Products", or "Search Results - {q}" when the page was opened with a search text. */
export function SearchHeading ({ q }: { q: string }) {
  const { t } = useTranslation()
  /*
   * DELIBERATELY VULNERABLE (localXssChallenge, "Search Box Script"): this training shop plants a
   * DOM XSS here. The search text from the address bar goes into the heading as raw HTML, so
   * `<iframe src="javascript:alert(`xss`)">` runs script. The safe version renders {q} as a React
   * text child. Do not "fix" this: the challenge, its coding snippet and the e2e test depend on it.
   */
  // vuln-code-snippet start localXssChallenge
  if (q === '') {
    return <Typography variant="h5" component="h1">{t('TITLE_ALL_PRODUCTS')}</Typography>
  }
  const headingHtml = t('TITLE_SEARCH_RESULTS_FOR', { query: q }) // vuln-code-snippet neutral-line localXssChallenge
  return <Typography variant="h5" component="h1" id="searchValue" dangerouslySetInnerHTML={{ __html: headingHtml }} /> // vuln-code-snippet vuln-line localXssChallenge
  // vuln-code-snippet end localXssChallenge
}
