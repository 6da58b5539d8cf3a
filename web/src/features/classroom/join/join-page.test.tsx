// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { FakeSocket } from '@/test-support/fake-socket'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import JoinPage from './join-page'

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }))
vi.mock('@/lib/socket', () => ({ getSocket: () => socket.current }))

const server = mockShopServer()
const JOIN = shopUrl('rest/classroom/teams/:team/join')

function fill (label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
}

const joinAs = (team: string, passcode?: string) => {
  fill(/team name/i, team)
  if (passcode !== undefined) fill(/passcode/i, passcode)
  fireEvent.click(screen.getByRole('button', { name: /join team/i }))
}

describe('join page', COMPONENT_TEST, () => {
  it('founds a team: the passcode is shown once with a copy button, then Start playing opens the shop', async () => {
    const sent: Array<{ team: string; body: unknown }> = []
    server.use(http.post(JOIN, async ({ request, params }) => {
      sent.push({ team: String(params.team), body: await request.json() })
      return HttpResponse.json({ team: 'Blue Kiwis', passcode: 'a7K2m9Qx4PzB' }, { status: 201 })
    }))
    socket.current = new FakeSocket()
    const view = renderScreen(<JoinPage />, { at: '/classroom/join' })

    joinAs('  Blue Kiwis ')

    expect(await screen.findByTestId('passcode')).toHaveProperty('textContent', 'a7K2m9Qx4PzB')
    // Sent trimmed, as one path segment, without a passcode.
    expect(sent).toEqual([{ team: 'Blue Kiwis', body: {} }])
    expect(screen.getByRole('button', { name: /copy/i })).toBeTruthy()
    expect(view.path()).toBe('/classroom/join')
    // The realtime connection is made anew, so the handshake puts it into the team's room.
    expect(socket.current?.connections).toEqual(['disconnect', 'connect'])

    fireEvent.click(screen.getByRole('button', { name: /start playing/i }))
    await waitFor(() => { expect(view.path()).toBe('/search') })
  })

  it('joins an existing team with its passcode and goes straight to the shop (200 carries no passcode)', async () => {
    let body: unknown
    server.use(http.post(JOIN, async ({ request }) => {
      body = await request.json()
      return HttpResponse.json({ team: 'Blue Kiwis' })
    }))
    socket.current = new FakeSocket()
    const view = renderScreen(<JoinPage />, { at: '/classroom/join' })

    joinAs('blue kiwis', ' a7K2m9Qx4PzB ')

    await waitFor(() => { expect(view.path()).toBe('/search') })
    expect(body).toEqual({ passcode: 'a7K2m9Qx4PzB' })
    expect(screen.queryByTestId('passcode-card')).toBeNull()
  })

  it.each([
    [401, 'passcode_wrong', /not the team's/i],
    [401, 'passcode_required', /exists already/i],
    [429, 'too_many_attempts', /too many wrong attempts/i],
    [403, 'classroom_full', /classroom is full/i],
    [400, 'team_name_invalid', /refused this team name/i]
  ])('shows the right message for %i %s and stays on the page', async (status, error, text) => {
    server.use(http.post(JOIN, () => HttpResponse.json({ error, message: 'English text' }, { status, headers: status === 429 ? { 'Retry-After': '60' } : {} })))
    const view = renderScreen(<JoinPage />, { at: '/classroom/join' })

    joinAs('Blue Kiwis', 'wrongwrong12')

    expect((await screen.findByRole('alert')).textContent).toMatch(text)
    expect(view.path()).toBe('/classroom/join')
    // The passcode is what to fix after a passcode answer; after any other, the player stays where they were.
    const passcodeAnswer = error === 'passcode_wrong' || error === 'passcode_required'
    expect(document.activeElement === screen.getByLabelText(/passcode/i)).toBe(passcodeAnswer)
  })

  it('sends no passcode when the field is left empty, and disables the button while the join is on its way', async () => {
    let release: () => void = () => {}
    const bodies: unknown[] = []
    server.use(http.post(JOIN, async ({ request }) => {
      bodies.push(await request.json())
      await new Promise<void>(resolve => { release = resolve })
      return HttpResponse.json({ team: 'Blue Kiwis' })
    }))
    socket.current = new FakeSocket()
    renderScreen(<JoinPage />, { at: '/classroom/join' })

    joinAs('Blue Kiwis', '')

    await waitFor(() => { expect(bodies).toEqual([{}]) })
    expect(screen.getByRole('button', { name: /join team/i }).hasAttribute('disabled')).toBe(true)
    release()
  })

  it('offers empty fields a browser will not fill in or correct, bounded at twice the allowed length, with hints, and the leaderboard', () => {
    renderScreen(<JoinPage />, { at: '/classroom/join' })
    const team = screen.getByLabelText(/team name/i)
    const passcode = screen.getByLabelText(/passcode/i)
    expect([team.getAttribute('maxlength'), team.getAttribute('autocomplete')]).toEqual(['64', 'off'])
    expect([passcode.getAttribute('maxlength'), passcode.getAttribute('autocomplete'), passcode.getAttribute('spellcheck')]).toEqual(['24', 'off', 'false'])
    expect(passcode.style.fontFamily).toBe('monospace')
    expect(document.activeElement).toBe(team)
    expect([(team as HTMLInputElement).value, (passcode as HTMLInputElement).value]).toEqual(['', ''])
    expect(document.body.textContent).toContain('Up to 32 characters')
    expect(document.body.textContent).toContain('Joining an existing team? Enter its passcode.')
    expect(screen.getByRole('link', { name: 'See how the teams are doing' }).getAttribute('href')).toBe('/classroom/leaderboard')
  })

  it.each([
    ['', /enter a team name/i],
    ['x'.repeat(33), /at most 32 characters/i],
    ['../etc', /not allowed/i],
    ['<b>Kiwis</b>', /not allowed/i],
    ["Robert'); DROP", /not allowed/i],
    ['!!! -- ??', /not only punctuation/i],
    ['tab\there', /control characters/i]
  ])('refuses %j before sending it', async (name, text) => {
    let requests = 0
    server.use(http.post(JOIN, () => { requests++; return HttpResponse.json({ team: 'x' }) }))
    renderScreen(<JoinPage />, { at: '/classroom/join' })

    joinAs(name)

    await waitFor(() => { expect(screen.getByLabelText(/team name/i).getAttribute('aria-invalid')).toBe('true') })
    expect(document.body.textContent).toMatch(text)
    expect(requests).toBe(0)
  })

  it('counts 32 characters after Unicode normalisation, as the server does', async () => {
    let requests = 0
    server.use(http.post(JOIN, () => { requests++; return HttpResponse.json({ team: 'x', passcode: 'abcdefghijkl' }, { status: 201 }) }))
    renderScreen(<JoinPage />, { at: '/classroom/join' })

    // 32 full-width letters: NFKC turns each into one ASCII letter.
    joinAs('Ｋ'.repeat(32))

    await screen.findByTestId('passcode')
    expect(requests).toBe(1)
  })
})
