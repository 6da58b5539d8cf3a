import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { DomainError } from './errors.js'
import { validate } from './validate.js'

const schema = z.object({ name: z.string().min(1, 'Name is required'), address: z.object({ zip: z.string('Zip must be text') }) })

function failure (input: unknown): DomainError {
  try {
    validate(schema, input)
  } catch (error) {
    return error as DomainError
  }
  throw new Error('accepted')
}

describe('validate', () => {
  it('answers the parsed input', () => {
    expect(validate(schema, { name: 'Rita', address: { zip: '1100' }, extra: true })).toEqual({ name: 'Rita', address: { zip: '1100' } })
    expect(validate(z.object({ page: z.number().default(1) }), undefined)).toEqual({ page: 1 })
  })

  it('refuses with one entry per field, named by its dotted path, and all of them in the message', () => {
    const error = failure({ name: '', address: { zip: 7 } })
    expect(error.kind).toBe('invalid')
    expect(error.message).toBe('name: Name is required; address.zip: Zip must be text')
    expect(error.details).toEqual({ errors: [{ field: 'name', message: 'Name is required' }, { field: 'address.zip', message: 'Zip must be text' }] })
  })

  it('names no field for a problem with the input as a whole', () => {
    const error = failure('not an object')
    expect(error.message).not.toMatch(/^: /)
    expect(error.details).toEqual({ errors: [{ field: '', message: error.message }] })
  })
})
