// @vitest-environment happy-dom
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { challengeFixture } from '@/test-support/challenge-fixture'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { Challenge } from '../api/get-challenges'
import { ChallengeRow, type ChallengeRowProps } from './challenge-row'

// The key differs from the shown name, which may be translated: the row must hand on the key.
const CHALLENGE = challengeFixture('loginAdminChallenge', {
  name: 'Login Admin', difficulty: 3, category: 'Improper Input Validation', tags: 'Good for Demos, ,Danger Zone ',
  description: 'Log in with the <code>admin</code> account.', codingChallengeStatus: 1
})

type Options = Partial<Omit<ChallengeRowProps, 'challenge'>>

function showRow (over: Partial<Challenge> = {}, options: Options = {}) {
  const handlers = { onOpenCoding: vi.fn(), onStartTutorial: vi.fn() }
  renderScreen(
    <Table>
      <TableBody>
        <ChallengeRow challenge={{ ...CHALLENGE, ...over }} compact={false} canPlayCoding={false} canStartTutorial={false} {...handlers} {...options} />
      </TableBody>
    </Table>
  )
  const row = screen.getByRole('row')
  return { row, cells: within(row).getAllByRole('cell'), ...handlers }
}

const texts = (elements: HTMLElement[]) => elements.map(element => element.textContent)
const buttonNames = (element: HTMLElement) => within(element).queryAllByRole('button').map(button => button.getAttribute('aria-label') ?? button.textContent)

describe('a challenge row', COMPONENT_TEST, () => {
  it('shows name, difficulty, description, category, tags, status and actions in their own columns', () => {
    const { row, cells } = showRow({}, { canPlayCoding: true })
    expect(row.dataset).toMatchObject({ challenge: 'loginAdminChallenge', solved: 'false' })
    expect(cells).toHaveLength(7)
    expect(cells[0].textContent).toBe('Login Admin')
    // A long name or description wraps instead of widening the table's fixed columns.
    expect([cells[0], cells[2]].map(cell => getComputedStyle(cell).overflowWrap)).toEqual(['anywhere', 'anywhere'])
    expect(within(cells[1]).getByRole('img', { name: 'Difficulty 3' }).getAttribute('width')).toBe('54')
    expect(cells[2].querySelector('code')?.textContent).toBe('admin')
    expect(cells[2].textContent).toBe('Log in with the admin account.')
    expect(cells[3].textContent).toBe('Improper Input Validation')
    expect(texts([...cells[4].querySelectorAll<HTMLElement>('.MuiChip-label')])).toEqual(['Good for Demos', 'Danger Zone'])
    expect(cells[5].textContent).toBe('unsolved')
    expect(buttonNames(cells[6])).toEqual(['Coding challenge for Login Admin (Find it solved)'])
  })

  it('folds everything but the status into the name cell on a phone', () => {
    const { cells } = showRow({}, { compact: true, canPlayCoding: true })
    expect(cells).toHaveLength(2)
    const [details, status] = cells
    expect(within(details).getByText('Login Admin')).toBeTruthy()
    expect(within(details).getByRole('img', { name: 'Difficulty 3' }).getAttribute('width')).toBe('45')
    expect(within(details).getByText('Improper Input Validation')).toBeTruthy()
    expect(details.querySelector('code')?.textContent).toBe('admin')
    expect(texts([...details.querySelectorAll<HTMLElement>('.MuiChip-label')])).toEqual(['Good for Demos', 'Danger Zone'])
    expect(within(status).getByText('unsolved')).toBeTruthy()
    expect(buttonNames(status)).toEqual(['Coding challenge for Login Admin (Find it solved)'])
  })

  it('leaves out the tag list on a phone when the challenge has no tags', () => {
    const { cells } = showRow({ tags: null }, { compact: true })
    expect(cells[0].querySelectorAll('.MuiChip-root')).toHaveLength(0)
    // An empty tag list would still take its share of the cell's spacing: only the name line and the cell's own stack.
    expect(cells[0].querySelectorAll('.MuiStack-root')).toHaveLength(2)
  })

  it.each([
    ['wide', false],
    ['phone', true]
  ])('offers only the actions this challenge and player have (%s layout)', (_layout, compact) => {
    const { row } = showRow({}, { compact })
    expect(buttonNames(row)).toEqual([])
  })

  it('offers hints, the tutorial, the coding challenge and the solution in that order, each for this challenge\'s key', () => {
    const onOpenSolution = vi.fn()
    const { row, onOpenCoding, onStartTutorial } = showRow({ hint: 'Look at the login form.' }, { canPlayCoding: true, canStartTutorial: true, onOpenSolution })
    expect(buttonNames(row)).toEqual([
      'Show hints for Login Admin', 'Start the tutorial for Login Admin', 'Coding challenge for Login Admin (Find it solved)', 'Solution for Login Admin'
    ])
    expect(within(row).getByRole('button', { name: 'Start the tutorial for Login Admin' }).title).toBe('Start tutorial')
    expect(within(row).getByRole('button', { name: 'Solution for Login Admin' }).title).toBe('Solution')
    fireEvent.click(within(row).getByRole('button', { name: 'Start the tutorial for Login Admin' }))
    fireEvent.click(within(row).getByRole('button', { name: /^Coding challenge for Login Admin/ }))
    fireEvent.click(within(row).getByRole('button', { name: 'Solution for Login Admin' }))
    expect([onStartTutorial.mock.calls, onOpenCoding.mock.calls, onOpenSolution.mock.calls]).toEqual([
      [['loginAdminChallenge']], [['loginAdminChallenge']], [['loginAdminChallenge']]
    ])
  })

  it('shows the hints the challenge has', async () => {
    const { row } = showRow({ hints: ['First look around.', 'Then try a quote.'] })
    fireEvent.click(within(row).getByRole('button', { name: 'Show hints for Login Admin' }))
    expect(texts(await screen.findAllByRole('listitem'))).toEqual(['First look around.', 'Then try a quote.'])
  })

  // The style is how a player tells the rows apart at a glance.
  it.each([
    { state: 'open', over: {}, opacity: '1', background: '' },
    { state: 'solved', over: { solved: true }, opacity: '1', background: 'rgba(102,187,106,0.07)' },
    { state: 'unavailable', over: { disabledEnv: 'Docker' as unknown as null }, opacity: '0.55', background: '' }
  ])('dims or tints the row of an $state challenge', ({ over, opacity, background }) => {
    const { row } = showRow(over)
    const style = getComputedStyle(row)
    expect(style.opacity).toBe(opacity)
    expect(style.backgroundColor.replace(/\s/g, '')).toBe(background)
    expect(row.dataset.solved).toBe(String(over.solved === true))
  })
})
