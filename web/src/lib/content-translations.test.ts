import { describe, expect, it } from 'vitest'
import listing from '@data/languages.yml?raw'
import { CONTENT_NAMESPACES } from './language-cookie'
import { checkTranslation, type Texts } from './translation-check'

/*
 * Content texts (`assets/i18n/<namespace>/<lang>.json`) are fetched by their screens. A key a
 * language lacks shows in English; what a file has must fit English like a UI file does.
 */
const files = import.meta.glob<Texts>('../../public/assets/i18n/*/*.json', { eager: true, import: 'default' })
const byNamespace = new Map<string, Map<string, Texts>>()
for (const [file, texts] of Object.entries(files)) {
  const [, namespace, language] = /\/(\w+)\/([\w-]+)\.json$/.exec(file)!
  byNamespace.set(namespace, (byNamespace.get(namespace) ?? new Map<string, Texts>()).set(language, texts))
}
const listed = [...listing.matchAll(/^- key: (\S+)/gm)].map(m => m[1])
/** Languages whose content must be complete; the others may still fall back to English key by key. */
const COMPLETE = ['de', 'fr', 'es', 'it', 'pt_BR', 'nl', 'pl', 'tr', 'ja', 'zh_CN', 'ar', 'eo']

describe.each(CONTENT_NAMESPACES.map(namespace => [namespace]))('%s texts', namespace => {
  const texts = byNamespace.get(namespace) ?? new Map<string, Texts>()
  const english = texts.get('en') ?? {}

  // Every language has a file, empty until translated, so no screen asks for one that is not there.
  it('have an English file, and a file for each listed language and the hidden one', () => {
    expect(Object.keys(english).length).toBeGreaterThan(5)
    expect([...texts.keys()].sort()).toEqual([...listed, 'eo'].sort())
  })

  // The hidden Esperanto file is held to the same rules, though no menu offers it.
  it.each([...listed.filter(l => l !== 'en'), 'eo'])('in %s have no key English lacks and keep its placeholders and tags', language => {
    const report = checkTranslation(english, texts.get(language) ?? {}, language)
    expect({ ...report, missing: COMPLETE.includes(language) ? report.missing : [] }).toEqual({ missing: [], extra: [], placeholders: [], markup: [] })
  })
})
