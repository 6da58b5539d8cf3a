import { describe, expect, it } from 'vitest'
import { loginSchema } from './login-schema'

describe('the login rules', () => {
  it('only need both fields, so any text reaches the shop as the e-mail (the SQL-injection lessons)', () => {
    expect(loginSchema.safeParse({ email: "' OR 1=1--", password: 'x', rememberMe: false }).success).toBe(true)
    const issues = loginSchema.safeParse({ email: '', password: '', rememberMe: true }).error?.issues ?? []
    expect(issues.map(issue => [issue.path[0], issue.message])).toEqual([['email', 'MANDATORY_EMAIL'], ['password', 'MANDATORY_PASSWORD']])
  })
})
