import { z } from 'zod'

/** The server's limits (docs/api.md, join): at most 32 characters after NFKC and trimming. */
export const TEAM_NAME_MAX = 32
export const PASSCODE_LENGTH = 12

// Control characters are exactly what is refused.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const FORBIDDEN = /[/\\<>"';`]|\.\./
// A name needs at least one letter, digit or symbol that is not punctuation or space.
const HAS_SUBSTANCE = /[^\p{P}\p{Z}\s]/u

export const normaliseTeamName = (name: string): string => name.normalize('NFKC').trim()

/** Mirrors the server's rules so the player learns what is wrong before sending; the server decides. */
export const joinSchema = z.object({
  team: z.string()
    .transform(normaliseTeamName)
    .pipe(z.string()
      .min(1, 'CLASSROOM_TEAM_NAME_REQUIRED')
      .max(TEAM_NAME_MAX, 'CLASSROOM_TEAM_NAME_TOO_LONG')
      .refine(name => !CONTROL.test(name), 'CLASSROOM_TEAM_NAME_CONTROL')
      .refine(name => !FORBIDDEN.test(name), 'CLASSROOM_TEAM_NAME_CHARACTERS')
      .refine(name => HAS_SUBSTANCE.test(name), 'CLASSROOM_TEAM_NAME_PUNCTUATION')),
  passcode: z.string().trim()
})

export type JoinFormInput = z.input<typeof joinSchema>
export type JoinFormValues = z.output<typeof joinSchema>
