import { describe, expect, it } from 'vitest'
import type { Texts } from '@/lib/translation-check'
import { POLICY_SECTIONS } from './policy-sections'

const files = import.meta.glob<Texts>('../../../../public/assets/i18n/privacy/*.json', { eager: true, import: 'default' })
const policies = new Map(Object.entries(files).map(([file, texts]) => [/([\w-]+)\.json$/.exec(file)![1], texts]))
/** The planted path the six words spell (privacyPolicyProofChallenge, family privacy-pages). */
const PROOF_PATH = 'we/only/squeeze/fruit/never/people'

describe('the privacy policy', () => {
  it.each([...policies.keys()])('in %s lights up the same six English words (a language without a file shows English), in the order of the path', language => {
    const english = policies.get('en')!
    const policy = policies.get(language)!
    const words = POLICY_SECTIONS.flatMap(id => {
      const body = policy[`${id}_BODY`] ?? english[`${id}_BODY`]
      return [...String(body).matchAll(/<w>(.*?)<\/w>/g)].map(m => m[1])
    })
    expect(words.join('/')).toBe(PROOF_PATH)
  })
})
