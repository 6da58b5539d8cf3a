import tseslint from 'typescript-eslint'

/*
 * Layer boundaries of the server (docs/architecture.md, "Server layers"): routers → domain →
 * repositories, with the challenge mechanisms beside the domain. Lower layers never reach up: the
 * domain and the challenge code know nothing of HTTP (they throw DomainError, which http/errors.ts
 * maps to a status), and repositories hold SQL only, without rules.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
const upward = (layers) => `^(\\.\\./)+(${layers.join('|')})/`

export default tseslint.config(
  { ignores: ['dist/**'] },
  {
    files: ['src/**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    // Only the boundary rules run here; the plugin is registered so that disable comments naming its rules resolve.
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'off' }
  },
  {
    files: ['src/domain/**/*.ts', 'src/challenges/**/*.ts', 'src/classroom/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([{ regex: upward(['http', 'routes']), message: 'Domain and challenge code must not depend on the HTTP layer: throw DomainError (domain/errors.ts).' }])
  },
  {
    // A rule names the shop parts it uses (domain/ports.ts); the instance class assembling them stays above it.
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([
      { regex: upward(['http', 'routes']), message: 'Domain and challenge code must not depend on the HTTP layer: throw DomainError (domain/errors.ts).' },
      { regex: '^(\\.\\./)+instance/(shop-instance|registry)\\.js$', message: 'Domain rules take the shop parts they use (domain/ports.ts), not the shop instance or its registry.' }
    ])
  },
  {
    files: ['src/repositories/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([{ regex: upward(['http', 'routes', 'domain', 'challenges']), message: 'Repositories hold SQL only: no rules, no HTTP, no challenge code.' }])
  }
)
