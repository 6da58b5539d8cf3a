import { z } from 'zod'
import { describe, it } from 'vitest'
import {
  applicationConfigurationAnswerSchema, applicationVersionSchema, codeSnippetSchema, codingChallengeListSchema, countryMappingSchema,
  findItVerdictSchema, fixItVerdictSchema, languageSchema, snippetFixesSchema, solutionSchema, tokenSaleTeaserSchema
} from '@shop/contract'
import { loadCodingLibrary } from '../challenges/snippets/library.js'
import { projectRoot } from '../paths.js'
import { holds, wrappedAnswer } from '../test-support/contract-answers.js'
import { createTestShop } from '../test-support/test-shop.js'

/*
 * Configuration, version, languages, country mapping, the token-sale teaser, the coding challenges
 * and a trainer solution, parsed with the contract's strict schemas (see api-contract.test.ts).
 */
const t = createTestShop(config => ({ ...config, challenges: { ...config.challenges, showSolutions: true, codingChallengesEnabled: 'always' } }))
const KEY = 'loginAdminSqliChallenge'

describe('configuration, catalogue texts and coding challenge answers match the contract', () => {
  it('configuration, version, languages, country mapping and the token-sale teaser', async () => {
    holds(applicationConfigurationAnswerSchema.refine(a => a.config.integrations.loyaltyPartner.apiKey !== ''), await t.api.get('/rest/admin/application-configuration'), 'GET /rest/admin/application-configuration')
    holds(applicationVersionSchema, await t.api.get('/rest/admin/application-version'), 'GET /rest/admin/application-version')
    holds(z.array(languageSchema).min(2), await t.api.get('/rest/languages'), 'GET /rest/languages')
    holds(countryMappingSchema.refine(m => Object.keys(m).length > 0), await t.api.get('/rest/country-mapping'), 'GET /rest/country-mapping')
    holds(wrappedAnswer(tokenSaleTeaserSchema), await t.api.get('/rest/token-sale/teaser'), 'GET /rest/token-sale/teaser')
  })

  it('a coding challenge\'s snippet, fixes and both verdicts, and its trainer solution', async () => {
    const expected = loadCodingLibrary(projectRoot).get(KEY)!
    holds(codingChallengeListSchema.refine(l => l.challenges.includes(KEY)), await t.api.get('/snippets'), 'GET /snippets')
    holds(codeSnippetSchema, await t.api.get(`/snippets/${KEY}`), 'GET /snippets/{key}')
    holds(snippetFixesSchema.refine(f => f.fixes.length > 1), await t.api.get(`/snippets/fixes/${KEY}`), 'GET /snippets/fixes/{key}')
    holds(findItVerdictSchema.refine(v => !v.verdict), await t.api.post('/snippets/verdict').send({ key: KEY, selectedLines: [1] }), 'POST /snippets/verdict (wrong)')
    const lines = [...expected.snippet.vulnLines, ...expected.snippet.neutralLines]
    holds(findItVerdictSchema.refine(v => v.verdict && v.hint === undefined), await t.api.post('/snippets/verdict').send({ key: KEY, selectedLines: lines }), 'POST /snippets/verdict (right)')
    holds(fixItVerdictSchema, await t.api.post('/snippets/fixes').send({ key: KEY, selectedFix: 0 }), 'POST /snippets/fixes')
    holds(wrappedAnswer(solutionSchema), await t.api.get(`/api/Solutions/${KEY}`), 'GET /api/Solutions/{key}')
  })
})
