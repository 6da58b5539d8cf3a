import type { ChallengeFamily } from '../detectors.js'

const FORM_EXTENSIONS = new Set(['pdf', 'zip', 'xml', 'yml', 'yaml'])
const PROMISED_LIMIT = 100_000

/** The complaint upload: its real limits, its retired parsers and the archives it unpacks. */
export const uploadsFamily: ChallengeFamily = {
  name: 'uploads',
  register (hooks) {
    hooks.on('upload.accepted', ({ size, extension }) => {
      if (size > PROMISED_LIMIT) hooks.solve('uploadSizeChallenge')
      if (!FORM_EXTENSIONS.has(extension)) hooks.solve('uploadTypeChallenge')
    })
    hooks.on('upload.parsed', ({ kind, echo, filesRead }) => {
      if (kind !== 'xml') return
      hooks.solve('deprecatedInterfaceChallenge')
      if (filesRead.length > 0 && echo.trim() !== '') hooks.solve('xxeFileDisclosureChallenge')
    })
    hooks.on('file.resolved', ({ purpose, insideIntendedFolder, insideInstanceRoot }) => {
      if (purpose === 'zip' && !insideIntendedFolder && insideInstanceRoot) hooks.solve('zipSlipChallenge')
    })
    hooks.on('budget.exceeded', ({ budget, source }) => {
      if (source !== 'file-upload') return
      if (budget === 'xml') hooks.solve('xxeDosChallenge')
      if (budget === 'yaml') hooks.solve('yamlBombChallenge')
    })
  }
}
