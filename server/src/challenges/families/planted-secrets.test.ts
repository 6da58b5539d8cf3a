import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../paths.js'
import { sendFeedback } from '../../test-support/customers.js'
import { filesExploits } from '../../test-support/exploits/files.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()

const feedback = async (comment: string): Promise<void> => { await sendFeedback(t, comment) }

describe('secretRecipeLeakChallenge', () => {
  it('is solved by reading the withdrawn product behind the id gap and naming both secret ingredients', async () => {
    const listed = (await t.api.get('/api/Products/')).body.data as Array<{ id: number }>
    expect(listed.map(p => p.id)).not.toContain(42)
    const secret = await t.api.get('/api/Products/42')
    expect(secret.status).toBe(200)
    expect(secret.body.data.description).toContain('smoked pear')
    await feedback('Your founder likes hibiscus and smoked pear.')
    expect(await t.solved('secretRecipeLeakChallenge')).toBe(false)
    await feedback('The secret blend is hibiscus, SMOKED   pear and Cardamom!')
    expect(await t.solved('secretRecipeLeakChallenge')).toBe(true)
  })
})

describe('package-list challenges', () => {
  it('knownVulnerableComponentChallenge needs a package named together with its vulnerable version', async () => {
    await feedback('You still use jsonwebtoken, please update it.')
    expect(await t.solved('knownVulnerableComponentChallenge')).toBe(false)
    await feedback('marked 0.3.6 has a known XSS advisory.')
    expect(await t.solved('knownVulnerableComponentChallenge')).toBe(true)
  })

  it('typosquatServerChallenge is solved by naming loadsh', async () => {
    await feedback('Your server depends on lodash, fine.')
    expect(await t.solved('typosquatServerChallenge')).toBe(false)
    await feedback('Wait, that is loadsh, not lodash!')
    expect(await t.solved('typosquatServerChallenge')).toBe(true)
  })

  it('supplyChainChallenge is solved by naming event-stream 3.3.6', async () => {
    await feedback('event-stream 3.3.6 pulled in a malicious dependency.')
    expect(await t.solved('supplyChainChallenge')).toBe(true)
  })
})

describe('weakAlgorithmReportChallenge', () => {
  it('is solved by naming a weak algorithm the shop relies on', async () => {
    await feedback('Your passwords are stored with MD5 and no salt.')
    expect(await t.solved('weakAlgorithmReportChallenge')).toBe(true)
  })
})

describe('hiddenImageChallenge', () => {
  it('is solved by telling the shop the phrase hidden in the orchard picture', async () => {
    await feedback('The orchard picture says: Quince whispers at\\nseventeen')
    expect(await t.solved('hiddenImageChallenge')).toBe(false)
    await feedback('The orchard picture says: Quince whispers at\nseventeen')
    expect(await t.solved('hiddenImageChallenge')).toBe(true)
  })
})

describe('typosquatFrontendChallenge', () => {
  // The web build copies web/public into web/dist unchanged, so this is the served /third-party-licenses.txt.
  const licences = fs.readFileSync(path.join(projectRoot, 'web/public/third-party-licenses.txt'), 'utf8')

  it('the licence list is made from the real web dependencies and names the impostor', () => {
    const web = JSON.parse(fs.readFileSync(path.join(projectRoot, 'web/package.json'), 'utf8')) as { dependencies: Record<string, string> }
    for (const name of Object.keys(web.dependencies).filter(n => n !== 'qrcode.react')) expect(licences).toMatch(new RegExp(`^${name.replace(/[.]/g, '\\.')}@`, 'm'))
    expect(licences).toMatch(/^qrcode\.recat@\S+ +\S+ +\(QR codes of the crypto payment dialogs\)$/m)
  })

  it('is solved by naming qrcode.recat, not by naming the real library', async () => {
    await feedback('Your QR dialogs use qrcode.react, nice.')
    await feedback('qrcode recat sounds odd')
    expect(await t.solved('typosquatFrontendChallenge')).toBe(false)
    await filesExploits.typosquatFrontendChallenge(t)
    expect(await t.solved('typosquatFrontendChallenge')).toBe(true)
  })
})
