import { describe, expect, it } from 'vitest'
import { ApiError, buildQuery, errorMessage, resolveApiUrl } from './api-client'

describe('buildQuery', () => {
  it('encodes spaces as %20 and skips undefined values', () => {
    expect(buildQuery({ name: 'Score Board', sort: undefined, page: 2 })).toBe('?name=Score%20Board&page=2')
    expect(buildQuery({})).toBe('')
    expect(buildQuery(undefined)).toBe('')
  })

  it('encodes names as well as values, and keeps the order given', () => {
    expect(buildQuery({ 'sort by': 'name&price', q: 'ä/b', empty: '' })).toBe('?sort%20by=name%26price&q=%C3%A4%2Fb&empty=')
  })
})

describe('resolveApiUrl', () => {
  it('gives a path from the site root where there is no page to resolve against', () => {
    expect([resolveApiUrl('rest/x'), resolveApiUrl('./rest/x'), resolveApiUrl('/rest/x')]).toEqual(['/rest/x', '/rest/x', '/rest/x'])
    // However many leading slashes or dots: '//rest/x' would otherwise name another host.
    expect([resolveApiUrl('//rest/x'), resolveApiUrl('././rest/x'), resolveApiUrl('.//rest/x')]).toEqual(['/rest/x', '/rest/x', '/rest/x'])
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

  it('prefers the server\'s words to the message the error was raised with', () => {
    expect(errorMessage(new ApiError(402, { error: 'Insufficient wallet balance.' }, 'Payment required'))).toBe('Insufficient wallet balance.')
    expect(errorMessage(new ApiError(402, {}, 'Payment required'))).toBe('Payment required')
  })

  it('skips words that are empty or blank', () => {
    expect(errorMessage(new ApiError(500, '  \n'))).toBe('Request failed with status 500')
    expect(errorMessage(new ApiError(400, { message: '' }))).toBe('Request failed with status 400')
    expect(errorMessage(new ApiError(400, { error: '', message: '', errors: ['Name is required'] }))).toBe('Name is required')
  })

  it('skips a list of errors whose first entry says nothing', () => {
    expect(errorMessage(new ApiError(400, { errors: [null, 'second'] }))).toBe('Request failed with status 400')
    expect(errorMessage(new ApiError(400, { errors: [{ message: 42 }] }))).toBe('Request failed with status 400')
  })
})
