import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../paths.js'
import { catalogueExploits } from '../../test-support/exploits/catalogue.js'
import { sendFeedback } from '../../test-support/customers.js'
import { communityExploits } from '../../test-support/exploits/community.js'
import { filesExploits } from '../../test-support/exploits/files.js'
import { createExploitShop } from '../../test-support/exploits/journey.js'

const t = createExploitShop()

const feedback = async (comment: string): Promise<void> => { await sendFeedback(t, comment) }

describe('secretRecipeLeakChallenge', () => {
  it('is not solved by a feedback naming only one secret ingredient', async () => {
    await feedback('Your founder likes hibiscus and smoked pear.')
    expect(await t.solved('secretRecipeLeakChallenge')).toBe(false)
  })

  it('is solved by reading the withdrawn product behind the id gap and naming both secret ingredients', async () => {
    await catalogueExploits.secretRecipeLeakChallenge(t)
    expect(await t.solved('secretRecipeLeakChallenge')).toBe(true)
  })
})

describe('package-list challenges', () => {
  it('knownVulnerableComponentChallenge needs a package named together with its vulnerable version', async () => {
    await feedback('You still use jsonwebtoken, please update it.')
    expect(await t.solved('knownVulnerableComponentChallenge')).toBe(false)
    await communityExploits.knownVulnerableComponentChallenge(t)
    expect(await t.solved('knownVulnerableComponentChallenge')).toBe(true)
  })

  it('typosquatServerChallenge is solved by naming loadsh', async () => {
    await feedback('Your server depends on lodash, fine.')
    expect(await t.solved('typosquatServerChallenge')).toBe(false)
    await communityExploits.typosquatServerChallenge(t)
    expect(await t.solved('typosquatServerChallenge')).toBe(true)
  })

  it('supplyChainChallenge is solved by naming event-stream 3.3.6', async () => {
    await feedback('event-stream is a popular package.')
    expect(await t.solved('supplyChainChallenge')).toBe(false)
    await communityExploits.supplyChainChallenge(t)
    expect(await t.solved('supplyChainChallenge')).toBe(true)
  })
})

describe('weakAlgorithmReportChallenge', () => {
  it('is solved by naming a weak algorithm the shop relies on', async () => {
    await feedback('Your passwords are stored with a weak hash.')
    expect(await t.solved('weakAlgorithmReportChallenge')).toBe(false)
    await communityExploits.weakAlgorithmReportChallenge(t)
    expect(await t.solved('weakAlgorithmReportChallenge')).toBe(true)
  })
})

describe('hiddenImageChallenge', () => {
  it('is solved by telling the shop the phrase hidden in the orchard picture', async () => {
    await feedback('The orchard picture says: Quince whispers at\\nseventeen')
    expect(await t.solved('hiddenImageChallenge')).toBe(false)
    await communityExploits.hiddenImageChallenge(t)
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
