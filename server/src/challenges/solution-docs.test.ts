import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../paths.js'
import { loadCatalogue } from './catalogue.js'
import { loadCurriculumLists } from './curriculum.js'
import { familiesFolder } from './snippets/library.js'
import { loadSolutions } from './solutions.js'
import { categorySlug, renderSolutionDocs, requestBlock, SOLUTION_DOCS_FOLDER } from './solution-docs.js'

const catalogue = loadCatalogue()
const lists = loadCurriculumLists()
const solutions = loadSolutions(familiesFolder(projectRoot), catalogue, lists)
const folder = path.join(projectRoot, SOLUTION_DOCS_FOLDER)

describe('the solution documents in docs/solutions/', () => {
  const docs = renderSolutionDocs(catalogue, solutions, lists)

  it('are what the solution data renders to', () => {
    const committed = fs.existsSync(folder) ? fs.readdirSync(folder).filter(name => name.endsWith('.md')).sort() : []
    expect(committed, 'run npm run solutions:docs').toEqual([...docs.keys()].sort())
    for (const [name, text] of docs) {
      expect(fs.readFileSync(path.join(folder, name), 'utf8'), `${SOLUTION_DOCS_FOLDER}/${name} is stale: run npm run solutions:docs`).toBe(text)
    }
  })

  it('list every solved challenge in the contents and on its category page', () => {
    const contents = docs.get('README.md') as string
    for (const solution of solutions.values()) {
      const challenge = catalogue.byKey.get(solution.key)!
      expect(contents).toContain(`[${challenge.name}](${categorySlug(challenge.category)}.md#`)
      const page = docs.get(`${categorySlug(challenge.category)}.md`) as string
      expect(page).toContain(`## ${challenge.name}\n\n\`${challenge.key}\` · difficulty ${challenge.difficulty}`)
      expect(page).toContain(solution.why)
    }
  })

  it('show requests as HTTP blocks with query and body (form posts form-encoded), and socket events as the call the page makes', () => {
    expect(requestBlock({ method: 'POST', path: '/rest/user/login', body: { email: "' OR 1=1--" }, as: 'guest' }))
      .toBe('```http\n# as guest\nPOST /rest/user/login\nContent-Type: application/json\n\n{\n  "email": "\' OR 1=1--"\n}\n```')
    expect(requestBlock({ method: 'GET', path: '/rest/products/search', query: { q: 'a b' } })).toBe('```http\nGET /rest/products/search?q=a+b\n```')
    expect(requestBlock({ method: 'POST', path: '/profile', form: 'urlencoded', body: { username: 'a&b c' } }))
      .toBe('```http\nPOST /profile\nContent-Type: application/x-www-form-urlencoded\n\nusername=a%26b+c\n```')
    expect(requestBlock({ method: 'POST', path: '/rest/memories', form: 'multipart', body: { caption: 'Hi' } }))
      .toBe('```http\nPOST /rest/memories\nContent-Type: multipart/form-data; boundary=----form\n\n------form\nContent-Disposition: form-data; name="caption"\n\nHi\n------form--\n```')
    expect(requestBlock({ method: 'SOCKET', path: 'verifyLocalXssChallenge', body: '<b>' })).toBe('```js\nsocket.emit("verifyLocalXssChallenge", "<b>")\n```')
  })
})
