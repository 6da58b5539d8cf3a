import tseslint from 'typescript-eslint'

/*
 * The contract sits below both workspaces: the server and the web app import it, so it must import
 * neither of them (nor anything but zod), or a change on one side would reach the other through it.
 */
export default tseslint.config(
  { files: ['src/**/*.ts'], languageOptions: { parser: tseslint.parser } },
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '^(?!zod$|\\./)',
          message: 'The contract imports only zod and its own files: never the server, the web app or another package.'
        }]
      }]
    }
  }
)
