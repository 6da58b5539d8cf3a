// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { focusManager } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BotAnswer } from '../api/chatbot'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, fakeToken, renderScreen } from '@/test-support/render-screen'
import { logIn } from '@/test-support/shop-session'
import Chatbot from './chatbot'

const server = mockShopServer()
const user = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 })

function answerStatus (status: BotAnswer): void {
  server.use(http.get(shopUrl('rest/chatbot/status'), () => HttpResponse.json(status)))
}

/** Answers each message with the next of `answers`; returns what was sent, in order. */
function answerMessages (answers: BotAnswer[]): unknown[] {
  const sent: unknown[] = []
  server.use(http.post(shopUrl('rest/chatbot/respond'), async ({ request }) => {
    sent.push(await request.json())
    return HttpResponse.json(answers[sent.length - 1])
  }))
  return sent
}

const input = (): HTMLInputElement => screen.getByLabelText('Message')
const send = (): HTMLButtonElement => screen.getByRole('button', { name: 'Send' })
/** The conversation so far, as author: text. */
const conversation = (): string[] => [...document.querySelectorAll('#chatWindow > .chat-bot, #chatWindow > .chat-user')]
  .map(bubble => `${bubble.className.includes('chat-user') ? 'me' : 'bot'}: ${bubble.textContent ?? ''}`)
/** How each bubble looks: its side, whether the bot's avatar is beside it, its text's lower corners and colours. */
const bubbleLooks = () => [...document.querySelectorAll('#chatWindow > .chat-bot, #chatWindow > .chat-user')].map(bubble => {
  const text = getComputedStyle(bubble.lastElementChild as Element)
  return {
    side: getComputedStyle(bubble).justifyContent,
    avatar: bubble.querySelector('.MuiAvatar-root') !== null,
    corners: `${text.borderBottomLeftRadius} ${text.borderBottomRightRadius}`,
    background: text.backgroundColor,
    ink: text.color
  }
})
const submitForm = (): void => { fireEvent.submit(send().closest('form') as HTMLFormElement) }

afterEach(() => { focusManager.setFocused(undefined) })

describe('the support chat', COMPONENT_TEST, () => {
  it('greets, sends a trimmed question as a query, and shows the answer below it', async () => {
    logIn()
    const token = localStorage.getItem('token')
    let greetings = 0
    server.use(http.get(shopUrl('rest/chatbot/status'), () => HttpResponse.json({ status: true, action: 'query', body: ++greetings === 1 ? 'Hi kim, how can I help?' : 'Hi again' })))
    const sent = answerMessages([{ status: true, action: 'query', body: 'Apple Juice costs 1.99¤' }, { status: true, action: 'query', body: 'Bye' }])
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView')
    renderScreen(<Chatbot />, { at: '/chatbot' })
    // Nothing is said before the bot greets: the log holds only the mark it scrolls to.
    expect(screen.getByRole('log').children).toHaveLength(1)
    expect(screen.getByRole('heading', { name: 'Support Chat' })).toBeTruthy()
    expect(screen.getByText('Juicy, our support bot, usually answers at once')).toBeTruthy()
    await waitFor(() => { expect(conversation()).toEqual(['bot: Hi kim, how can I help?']) })
    const scrolledToGreeting = scrolled.mock.calls.length
    expect(input().placeholder).toBe('Ask about a juice, its price or stock…')
    expect(input().disabled).toBe(false)
    expect(send().disabled).toBe(true)
    await user().type(input(), '   ')
    expect(send().disabled).toBe(true)
    await user().type(input(), 'price of apple juice {Enter}')
    await waitFor(() => { expect(conversation()).toEqual(['bot: Hi kim, how can I help?', 'me: price of apple juice', 'bot: Apple Juice costs 1.99¤']) })
    expect(sent).toEqual([{ action: 'query', query: 'price of apple juice' }])
    expect(greetings).toBe(1)
    // The newest message is scrolled into view.
    expect(scrolled.mock.calls.length).toBeGreaterThan(scrolledToGreeting)
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'end' })
    scrolled.mockRestore()
    expect(input().value).toBe('')
    expect(input().maxLength).toBe(500)
    expect(screen.queryByText('Juicy is typing…')).toBeNull()
    // An answer without a token leaves the login as it was.
    expect(localStorage.getItem('token')).toBe(token)
    // The bot speaks from the left beside its avatar, the customer from the right, each in colours of their own.
    const [bot, me] = bubbleLooks()
    expect([bot.side, bot.avatar, bot.corners, me.side, me.avatar, me.corners]).toEqual(['flex-start', true, '4px 16px', 'flex-end', false, '16px 4px'])
    expect(me.background).not.toBe(bot.background)
    expect(me.ink).not.toBe(bot.ink)
    // Coming back to the window does not start the conversation over.
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await user().type(input(), 'thanks{Enter}')
    await waitFor(() => { expect(conversation()).toEqual(['bot: Hi kim, how can I help?', 'me: price of apple juice', 'bot: Apple Juice costs 1.99¤', 'me: thanks', 'bot: Bye']) })
    expect(greetings).toBe(1)
  })

  it('sends nothing blank, even when the form is submitted anyway', async () => {
    logIn()
    answerStatus({ status: true, action: 'query', body: 'Hello' })
    const sent = answerMessages([])
    renderScreen(<Chatbot />, { at: '/chatbot' })
    await screen.findByText('Hello')
    await user().type(input(), '   ')
    submitForm()
    await user().type(input(), 'x')
    expect(conversation()).toEqual(['bot: Hello'])
    expect(sent).toEqual([])
  })

  it('asks a new customer\'s name, and keeps the fresh token the answer brings', async () => {
    logIn()
    answerStatus({ status: true, action: 'setname', body: 'What shall I call you?' })
    const token = fakeToken({ id: 5, email: 'kim@shop.test', role: 'customer' }).replace('signature', 'renamed')
    const sent = answerMessages([
      { status: true, action: 'query', body: 'Nice to meet you Kim', token },
      { status: true, action: 'query', body: 'We have 3 left' }
    ])
    renderScreen(<Chatbot />, { at: '/chatbot' })
    await waitFor(() => { expect(input().placeholder).toBe('Your name') })
    await user().type(input(), 'Kim')
    await user().click(send())
    await screen.findByText('Nice to meet you Kim')
    expect(localStorage.getItem('token')).toBe(token)
    expect(input().placeholder).toBe('Ask about a juice, its price or stock…')
    await user().type(input(), 'stock?{Enter}')
    await screen.findByText('We have 3 left')
    expect(sent).toEqual([{ action: 'setname', query: 'Kim' }, { action: 'query', query: 'stock?' }])
    expect(localStorage.getItem('token')).toBe(token)
  })

  it('shows that the bot is typing, and takes no second message meanwhile', async () => {
    logIn()
    answerStatus({ status: true, action: 'query', body: 'Hello' })
    let release = (): void => {}
    const sent: unknown[] = []
    server.use(http.post(shopUrl('rest/chatbot/respond'), async ({ request }) => {
      sent.push(await request.json())
      await new Promise<void>(resolve => { release = resolve })
      return HttpResponse.json({ status: true, action: 'query', body: 'Done' })
    }))
    renderScreen(<Chatbot />, { at: '/chatbot' })
    await screen.findByText('Hello')
    await user().type(input(), 'one{Enter}')
    expect(await screen.findByText('Juicy is typing…')).toBeTruthy()
    await user().type(input(), 'two')
    expect(send().disabled).toBe(true)
    await user().type(input(), '{Enter}')
    submitForm()
    release()
    await screen.findByText('Done')
    expect(sent).toEqual([{ action: 'query', query: 'one' }])
    expect(input().value).toBe('two')
    await waitFor(() => { expect(send().disabled).toBe(false) })
  })

  it('shows a failed answer as the bot\'s message', async () => {
    logIn()
    answerStatus({ status: true, action: 'query', body: 'Hello' })
    server.use(http.post(shopUrl('rest/chatbot/respond'), () => HttpResponse.json({ error: 'Bot is asleep' }, { status: 503 })))
    renderScreen(<Chatbot />, { at: '/chatbot' })
    await screen.findByText('Hello')
    await user().type(input(), 'hi{Enter}')
    await waitFor(() => { expect(conversation()).toEqual(['bot: Hello', 'me: hi', 'bot: Bot is asleep']) })
  })

  it('keeps the message box off for a visitor the bot asks to log in', async () => {
    answerStatus({ status: false, action: 'query', body: 'Please log in to chat' })
    renderScreen(<Chatbot />, { at: '/chatbot' })
    expect(await screen.findByText('Please log in to chat')).toBeTruthy()
    expect(input().disabled).toBe(true)
  })
})
