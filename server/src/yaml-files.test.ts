import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { projectRoot } from './paths.js'
import { parseYaml, parseYamlText, PRECOMPILED_FOLDER, precompiledName } from './yaml-files.js'

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yaml-files-'))
afterAll(() => { fs.rmSync(folder, { recursive: true, force: true }) })

describe('parseYaml with the build\'s JSON copies', () => {
  const text = 'when: 2024-01-01\nlist: [1, two]\n'

  it('takes the copy named by the hash of the text instead of parsing the YAML', () => {
    // A copy that differs from the YAML shows which one was used.
    fs.writeFileSync(path.join(folder, precompiledName(text)), JSON.stringify({ from: 'copy' }))
    expect(parseYaml(text, folder)).toEqual({ from: 'copy' })
  })

  it('parses the YAML when there is no copy for this exact text, or the copy is broken', () => {
    expect(parseYaml(`${text}more: true\n`, folder)).toEqual({ when: '2024-01-01', list: [1, 'two'], more: true })
    const broken = 'broken: copy\n'
    fs.writeFileSync(path.join(folder, precompiledName(broken)), '{"cut short')
    expect(parseYaml(broken, folder)).toEqual({ broken: 'copy' })
  })

  it('holds for every shipped file that the build copied: the copy is what js-yaml reads', () => {
    // Without a build (server/dist) there are no copies to compare.
    if (!fs.existsSync(PRECOMPILED_FOLDER)) return
    const files = ['config/default.yml', 'data/challenges.yml', 'data/i18n/de/challenges.yml', 'data/messages.yml', 'data/learning-paths.yml']
    for (const file of files) {
      const yaml = fs.readFileSync(path.join(projectRoot, file), 'utf8')
      const copy = path.join(PRECOMPILED_FOLDER, precompiledName(yaml))
      expect(fs.existsSync(copy), `${file} has a precompiled copy`).toBe(true)
      expect(parseYaml(yaml), file).toEqual(parseYamlText(yaml))
    }
  })
})
