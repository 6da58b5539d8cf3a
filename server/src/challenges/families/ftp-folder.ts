import type { ChallengeFamily } from '../detectors.js'

const allowedExtension = /\.(md|pdf|zip)$/i
const solvedByName: Record<string, string> = {
  'board-minutes-2024-q3.md': 'ftpConfidentialDocChallenge',
  'server-deps.json.bak': 'devBackupChallenge',
  'coupon-archive.csv.bak': 'couponArchiveChallenge'
}

/** The public /ftp folder: what it serves, what its extension filter lets through, and the egg's page. */
export const ftpFolderFamily: ChallengeFamily = {
  name: 'ftp-folder',
  register (hooks) {
    hooks.on('file.served', ({ root, realName }) => {
      if (root === 'pages' && realName === 'orchard-secrets') hooks.solve('easterEggPathChallenge')
      if (root !== 'ftp') return
      const key = solvedByName[realName]
      if (key !== undefined) hooks.solve(key)
      if (!allowedExtension.test(realName)) hooks.solve('extensionFilterBypassChallenge')
    })
  }
}
