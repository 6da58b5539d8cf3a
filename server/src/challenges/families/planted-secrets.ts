import type { ChallengeFamily } from '../detectors.js'
import type { ContentSource } from '../mechanisms/content-scanner.js'

const sources: ContentSource[] = ['feedback', 'complaint']

/**
 * Secrets and weaknesses a player can only prove by telling the shop about them: the content
 * scanner solves the challenge when a feedback or complaint names them.
 */
const rules: Array<{ key: string, allOf: string[] }> = [
  // The soft-deleted product's confidential ingredients.
  { key: 'secretRecipeLeakChallenge', allOf: ['smoked pear', 'cardamom'] },
  // The backup package manifest: vulnerable versions, an impostor, a poisoned release.
  { key: 'knownVulnerableComponentChallenge', allOf: ['jsonwebtoken', '4.2.1'] },
  { key: 'knownVulnerableComponentChallenge', allOf: ['marked', '0.3.6'] },
  { key: 'typosquatServerChallenge', allOf: ['loadsh'] },
  { key: 'supplyChainChallenge', allOf: ['event-stream', '3.3.6'] },
  { key: 'supplyChainChallenge', allOf: ['flatmap-stream'] },
  // The web app's licence list names its QR code library after an impostor.
  { key: 'typosquatFrontendChallenge', allOf: ['qrcode.recat'] },
  // Algorithms the shop should not rely on.
  { key: 'weakAlgorithmReportChallenge', allOf: ['md5'] },
  { key: 'weakAlgorithmReportChallenge', allOf: ['base32'] },
  { key: 'weakAlgorithmReportChallenge', allOf: ['hashids'] },
  // The message hidden in the red channel of "Orchard at dusk".
  { key: 'hiddenImageChallenge', allOf: ['quince whispers at seventeen'] }
]

export const plantedSecretsFamily: ChallengeFamily = {
  name: 'planted-secrets',
  register (hooks) {
    for (const rule of rules) hooks.scanFor({ ...rule, sources })
  }
}
