import fs from 'node:fs'
import tseslint from 'typescript-eslint'

/*
 * Import boundaries (bulletproof-react style): shared code (lib, components) never reaches into
 * features or the app shell; a feature never reaches into the app shell or into another feature,
 * except the shared API operations of `meta` and `basket`. The app shell may use everything.
 */
const sharedFeatureApis = ['meta/api', 'basket/api']
const features = fs.readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter(entry => entry.isDirectory())
  .map(entry => entry.name)

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })

export default tseslint.config(
  { ignores: ['dist/**', 'public/**'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser }
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: restrict([{ regex: '^@/(features|app)/', message: 'Shared code must not depend on features or the app shell.' }])
  },
  ...features.map(feature => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      { regex: '^@/app/', message: 'Features must not depend on the app shell.' },
      {
        regex: `^@/features/(?!(${[feature, ...sharedFeatureApis].join('|')})/)`,
        message: 'Import another feature only through its shared api/ operations (meta, basket).'
      }
    ])
  }))
)
