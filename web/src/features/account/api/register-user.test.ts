import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerUser } from './register-user'

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

afterEach(() => { vi.unstubAllGlobals() })

describe('registerUser', () => {
  it('makes the documented two calls: the account, then the security answer for its id', async () => {
    const fetchMock = vi.fn()
      .mockResolvedValueOnce(json(201, { status: 'success', data: { id: 42, email: 'new@juice.shop.test', role: 'customer' } }))
      .mockResolvedValueOnce(json(201, { status: 'success', data: { id: 7, UserId: 42, SecurityQuestionId: 3 } }))
    vi.stubGlobal('fetch', fetchMock)
    const user = await registerUser({
      email: 'new@juice.shop.test',
      password: 'Secret123',
      passwordRepeat: 'Secret123',
      securityQuestion: { id: 3, question: 'Your favourite fruit?' },
      securityAnswer: 'Mango'
    })
    expect(user.id).toBe(42)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    const [[usersUrl, usersInit], [answersUrl, answersInit]] = fetchMock.mock.calls as Array<[string, RequestInit]>
    expect(usersUrl).toBe('/api/Users/')
    expect(JSON.parse(String(usersInit.body))).toMatchObject({ email: 'new@juice.shop.test', securityQuestion: { id: 3 }, securityAnswer: 'Mango' })
    expect(answersUrl).toBe('/api/SecurityAnswers/')
    expect(answersInit.method).toBe('POST')
    expect(JSON.parse(String(answersInit.body))).toEqual({ UserId: 42, answer: 'Mango', SecurityQuestionId: 3 })
  })

  it('stops after a refused account and reports the server\'s error', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(json(400, { status: 'error', error: 'Email must be unique' }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(registerUser({
      email: 'twice@juice.shop.test',
      password: 'Secret123',
      passwordRepeat: 'Secret123',
      securityQuestion: { id: 3, question: 'Your favourite fruit?' },
      securityAnswer: 'Mango'
    })).rejects.toThrow('Email must be unique')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
