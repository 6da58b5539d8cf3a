// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { InlineText, SolutionText } from './solution-text'
import type { Solution } from './solution-types'

const LOGIN_ADMIN: Solution = {
  key: 'loginAdminChallenge',
  name: 'Login Admin',
  category: 'Injection',
  difficulty: 2,
  cwe: [89, 943],
  owaspTop10: 'A05',
  owaspApiTop10: 'API8',
  notice: 'The login sends the email straight into `SELECT * FROM Users`.',
  steps: ['Open `#/login`.', 'Enter `\' OR 1=1--` as the email.'],
  requests: [
    { method: 'POST', path: '/rest/user/login', as: 'nobody', note: 'Any password will do; see `#/score-board`.', text: 'POST /rest/user/login\n{"email":"\' OR 1=1--","password":"x"}' },
    { method: 'SOCKET', path: 'verifyLocalXssChallenge', as: 'admin', text: 'socket.emit("verifyLocalXssChallenge")' },
    { method: 'GET', path: '/rest/products/search', text: 'GET /rest/products/search?q=apple' }
  ],
  why: 'The query is built by string concatenation.',
  detection: 'The score board watches for the admin\'s login.',
  fix: 'Use bound parameters.'
}

const part = (name: string): HTMLElement => screen.getByRole('region', { name })

describe('a trainer solution', COMPONENT_TEST, () => {
  it('starts with its category and its CWE and OWASP mapping', () => {
    renderScreen(<SolutionText solution={LOGIN_ADMIN} />)
    const chips = [...screen.getByTestId('solution-text').querySelectorAll('.MuiChip-root')].map(chip => chip.textContent)
    expect(chips).toEqual(['Injection', 'CWE-89', 'CWE-943', 'A05', 'API8'])
  })

  it('leaves out an OWASP API mapping it lacks, and keeps a category the texts do not know', () => {
    renderScreen(<SolutionText solution={{ ...LOGIN_ADMIN, category: 'Quantum Leaks', owaspApiTop10: undefined, cwe: [] }} />)
    const chips = [...screen.getByTestId('solution-text').querySelectorAll('.MuiChip-root')].map(chip => chip.textContent)
    expect(chips).toEqual(['Quantum Leaks', 'A05'])
  })

  it('tells what to notice, the steps, why, detection and fix, each under its heading', () => {
    renderScreen(<SolutionText solution={LOGIN_ADMIN} />)
    expect(screen.getAllByRole('heading', { level: 3 }).map(heading => heading.textContent))
      .toEqual(['What to notice', 'Steps', 'Requests', 'Why it works', 'How the score board notices', 'How it is fixed'])
    expect(part('What to notice').textContent).toBe('What to noticeThe login sends the email straight into SELECT * FROM Users.')
    expect(within(part('Steps')).getAllByRole('listitem').map(step => step.textContent)).toEqual(['Open #/login.', 'Enter \' OR 1=1-- as the email.'])
    expect(part('Why it works').textContent).toBe('Why it worksThe query is built by string concatenation.')
    expect(part('How the score board notices').textContent).toBe('How the score board noticesThe score board watches for the admin\'s login.')
    expect(part('How it is fixed').textContent).toBe('How it is fixedUse bound parameters.')
  })

  it('writes out each request, whose login it uses, and its note', () => {
    renderScreen(<SolutionText solution={LOGIN_ADMIN} />)
    const requests = [...part('Requests').querySelectorAll('pre')]
    expect(requests.map(request => request.textContent)).toEqual([
      '# as nobody\nPOST /rest/user/login\n{"email":"\' OR 1=1--","password":"x"}',
      '// as admin\nsocket.emit("verifyLocalXssChallenge")',
      'GET /rest/products/search?q=apple'
    ])
    expect(requests.every(request => request.getAttribute('dir') === 'ltr')).toBe(true)
    expect(within(part('Requests')).getByText(/Any password will do/).textContent).toBe('Any password will do; see #/score-board.')
    expect(within(part('Requests')).getByRole('link', { name: '#/score-board' }).getAttribute('href')).toBe('#/score-board')
  })

  it('says when it sends no request of its own', () => {
    renderScreen(<SolutionText solution={{ ...LOGIN_ADMIN, requests: [] }} />)
    expect(part('Requests').textContent).toBe('RequestsThis solution sends no request of its own.')
  })
})

describe('solution prose', COMPONENT_TEST, () => {
  it('sets backticked text as code, and a backticked screen route as a link to it', () => {
    const { container } = renderScreen(<p data-testid="prose"><InlineText text="Go to `#/contact` and send `<iframe src=x>` there." /></p>)
    const prose = screen.getByTestId('prose')
    expect(prose.textContent).toBe('Go to #/contact and send <iframe src=x> there.')
    expect([...prose.querySelectorAll('code')].map(code => [code.textContent, code.getAttribute('dir')])).toEqual([['#/contact', 'ltr'], ['<iframe src=x>', 'ltr']])
    expect(within(prose).getAllByRole('link').map(link => link.getAttribute('href'))).toEqual(['#/contact'])
    expect(container.querySelector('iframe')).toBeNull()
  })

  it('is plain text without backticks', () => {
    renderScreen(<p data-testid="prose"><InlineText text="Nothing to mark." /></p>)
    expect(screen.getByTestId('prose').innerHTML).toBe('Nothing to mark.')
  })
})
