import Link from '@mui/material/Link'
import { Trans, useTranslation } from 'react-i18next'
import { HoverWord } from './hover-word'

export interface PolicyFacts {
  appName: string
  /** The shop's own protocol and host, e.g. https://juice.shop.test */
  site: string
  contactEmail: string
}

/** Section ids in reading order; each has `<ID>_TITLE` and `<ID>_BODY` in the `privacy` texts. */
export const POLICY_SECTIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'CONTACT'] as const

/**
 * The policy's sections in the reader's language (`assets/i18n/privacy/<lang>.json`, fetched only
 * with this screen; English where a language has none). The texts mark the hidden words with
 * `<w>`: in every language they are the same six English words, so the path they spell stays
 * the same (Between the Lines).
 */
export function PolicySections ({ appName, site, contactEmail }: PolicyFacts) {
  const { t } = useTranslation('privacy')
  const components = {
    w: <HoverWord />,
    b: <strong />,
    i: <em />,
    site: <Link href={site} />,
    mail: <Link href={`mailto:${contactEmail}`} />
  }
  return POLICY_SECTIONS.map(id => (
    <section key={id} id={`policy-${id.toLowerCase()}`}>
      <h3 className="policy-title">{t(`${id}_TITLE`)}</h3>
      <p><Trans t={t} i18nKey={`${id}_BODY`} values={{ appName, site, contactEmail }} components={components} /></p>
    </section>
  ))
}
