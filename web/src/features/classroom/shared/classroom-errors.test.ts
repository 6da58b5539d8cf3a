import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { classroomErrorKey, errorCode, isTeamRequired } from './classroom-errors'

const failure = (status: number, body: unknown) => new ApiError(status, body)

describe('errorCode', () => {
  it('reads the code of a classroom API failure', () => {
    expect(errorCode(failure(401, { error: 'passcode_wrong', message: 'Wrong passcode' }))).toBe('passcode_wrong')
  })

  it.each([
    ['a failure without a body', failure(502, null)],
    ['a failure with a text body', failure(502, 'Bad Gateway')],
    ['a body whose error is no text', failure(500, { error: { message: 'nested' } })],
    ['a body without an error', failure(400, { message: 'Bad request' })],
    ['any other error', new Error('passcode_wrong')],
    ['a thrown object that looks like an answer', { status: 401, body: { error: 'passcode_wrong' } }]
  ])('finds none in %s', (_case, err) => {
    expect(errorCode(err)).toBeUndefined()
  })
})

describe('classroomErrorKey', () => {
  it.each([
    ['team_name_invalid', 'CLASSROOM_ERROR_TEAM_NAME_INVALID'],
    ['passcode_required', 'CLASSROOM_ERROR_PASSCODE_REQUIRED'],
    ['passcode_wrong', 'CLASSROOM_ERROR_PASSCODE_WRONG'],
    ['too_many_attempts', 'CLASSROOM_ERROR_TOO_MANY_ATTEMPTS'],
    ['classroom_full', 'CLASSROOM_ERROR_FULL'],
    ['password_wrong', 'CLASSROOM_ERROR_PASSWORD_WRONG'],
    ['trainer_required', 'CLASSROOM_ERROR_TRAINER_REQUIRED'],
    ['team_required', 'CLASSROOM_ERROR_TEAM_REQUIRED']
  ])('gives the code %s its own text', (code, key) => {
    // The status does not matter once the code is known: 404 would otherwise say "not found".
    expect(classroomErrorKey(failure(404, { error: code }))).toBe(key)
  })

  it('takes a 429 without the classroom body (the rate limiter\'s own) for too many attempts', () => {
    expect(classroomErrorKey(failure(429, 'Too Many Requests'))).toBe('CLASSROOM_ERROR_TOO_MANY_ATTEMPTS')
  })

  it('takes a 404 with an unknown code or none for a team that is gone', () => {
    expect(classroomErrorKey(failure(404, { error: 'not_found' }))).toBe('CLASSROOM_ERROR_NOT_FOUND')
    expect(classroomErrorKey(failure(404, null))).toBe('CLASSROOM_ERROR_NOT_FOUND')
  })

  it.each([
    ['an unknown code', failure(400, { error: 'something_new' })],
    ['a code every object inherits', failure(400, { error: 'constructor' })],
    ['another inherited name', failure(400, { error: 'toString' })],
    ['a server error', failure(500, null)],
    ['no answer at all', new TypeError('Failed to fetch')]
  ])('says something went wrong for %s', (_case, err) => {
    expect(classroomErrorKey(err)).toBe('CLASSROOM_ERROR_UNEXPECTED')
  })
})

describe('isTeamRequired', () => {
  it('is true only for a 401 with the code team_required', () => {
    expect(isTeamRequired(failure(401, { error: 'team_required' }))).toBe(true)
    expect(isTeamRequired(failure(403, { error: 'team_required' }))).toBe(false)
    expect(isTeamRequired(failure(401, { error: 'trainer_required' }))).toBe(false)
    expect(isTeamRequired(failure(401, null))).toBe(false)
    expect(isTeamRequired({ status: 401, body: { error: 'team_required' } })).toBe(false)
  })
})
