import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { loginErrorText, registrationErrorText } from './account-errors'

describe('loginErrorText', () => {
  it('shows the plain error sentence', () => {
    const err = new ApiError(401, { status: 'error', error: 'Invalid email or password.' })
    expect(loginErrorText(err)).toBe('Invalid email or password.')
  })

  it('shows a text body as it is', () => {
    expect(loginErrorText(new ApiError(401, 'Invalid email or password.'))).toBe('Invalid email or password.')
  })

  it('prints a verbose database error as JSON so the statement and stack are visible', () => {
    const err = new ApiError(500, { error: { message: 'SQLITE_ERROR: unrecognized token', sql: "SELECT * FROM Users WHERE email = '''", stack: 'Error: at x' } })
    const text = loginErrorText(err)
    expect(JSON.parse(text)).toEqual({ message: 'SQLITE_ERROR: unrecognized token', sql: "SELECT * FROM Users WHERE email = '''", stack: 'Error: at x' })
    expect(text).toContain('SELECT * FROM Users')
  })

  it('falls back to the message of other failures', () => {
    expect(loginErrorText(new Error('Failed to fetch'))).toBe('Failed to fetch')
  })

  it('reads a body only from the shop\'s own answers', () => {
    // Another library's error may carry a `body` of its own; only an ApiError is the shop speaking.
    const foreign = Object.assign(new Error('Request aborted'), { body: { error: { sql: 'SELECT 1' }, errors: ['not the shop'] } })
    expect(loginErrorText(foreign)).toBe('Request aborted')
    expect(registrationErrorText(foreign)).toBe('Request aborted')
  })
})

describe('registrationErrorText', () => {
  it('capitalises the first validation error', () => {
    const err = new ApiError(400, { status: 'error', error: 'Validation failed', errors: [{ field: 'email', message: 'email must be unique' }, { field: 'x', message: 'other' }] })
    expect(registrationErrorText(err)).toBe('Email must be unique')
  })

  it('accepts plain string entries', () => {
    expect(registrationErrorText(new ApiError(400, { errors: ['password too short'] }))).toBe('Password too short')
  })

  it('uses the error text when there is no errors array', () => {
    expect(registrationErrorText(new ApiError(400, { status: 'error', error: 'Bad request' }))).toBe('Bad request')
  })
})

describe('registrationErrorText, unusable entries', () => {
  // Each entry below is skipped for the shop's own message (or the status text), never shown empty or as "undefined".
  it.each([
    ['an empty string', ['']],
    ['null', [null]],
    ['an entry without a message', [{ field: 'email' }]],
    ['an empty message', [{ message: '' }]],
    ['a message that is no text', [{ message: 42 }]],
    ['an empty list', []]
  ])('passes over %s', (_name, errors) => {
    expect(registrationErrorText(new ApiError(400, { message: 'Validation error', errors }))).toBe('Validation error')
  })

  it('falls back to the status text for a body without any message', () => {
    expect(registrationErrorText(new ApiError(400, null))).toBe('Request failed with status 400')
    expect(registrationErrorText(new ApiError(400, { errors: 'email must be unique' }))).toBe('Request failed with status 400')
  })
})

describe('loginErrorText, other bodies', () => {
  it('prints only an object under error, not a sentence or a null', () => {
    expect(loginErrorText(new ApiError(401, { error: null, message: 'Not allowed' }))).toBe('Not allowed')
    expect(loginErrorText(new ApiError(500, { error: ['a', 'b'] }))).toBe(JSON.stringify(['a', 'b'], null, 2))
  })
})
