import { describe, expect, it } from 'vitest'
import { ApiError, buildQuery, errorMessage } from './api-client'

describe('buildQuery', () => {
  it('encodes spaces as %20 and skips undefined values', () => {
    expect(buildQuery({ name: 'Score Board', sort: undefined, page: 2 })).toBe('?name=Score%20Board&page=2')
    expect(buildQuery({})).toBe('')
  })
})

describe('errorMessage', () => {
  it('reads the shapes the server answers with', () => {
    expect(errorMessage(new ApiError(400, { status: 'error', error: 'Bad coupon' }))).toBe('Bad coupon')
    expect(errorMessage(new ApiError(400, { message: 'Nope' }))).toBe('Nope')
    expect(errorMessage(new ApiError(400, { errors: [{ field: 'email', message: 'email must be unique' }] }))).toBe('email must be unique')
    expect(errorMessage(new ApiError(401, 'Invalid email or password.'))).toBe('Invalid email or password.')
    expect(errorMessage(new ApiError(500, null))).toBe('Request failed with status 500')
  })
})
