// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { challengeFixture } from '@/test-support/challenge-fixture'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { LearningPathPanel } from './learning-path-panel'

const CHALLENGES = [challengeFixture('scoreBoard', { solved: true }), challengeFixture('loginAdmin', { name: 'Login Admin' })]

// 'first-hour' has English texts of its own; 'night-shift' only what the server sends.
const PATHS = [
  { id: 'first-hour', name: 'Server name', description: 'Server description', challenges: ['scoreBoard', 'loginAdmin'] },
  { id: 'night-shift', name: 'Night shift', description: 'After hours', challenges: ['loginAdmin'] }
]

function openPanel (selected: string | null, pinned: string | null = null) {
  const onSelect = vi.fn<(id: string | null) => void>()
  renderScreen(<LearningPathPanel paths={PATHS} challenges={CHALLENGES} selected={selected} pinned={pinned} onSelect={onSelect} />)
  return { onSelect, select: screen.getByRole('combobox', { name: 'Learning path' }) as HTMLSelectElement }
}

const optionTexts = () => screen.getAllByRole('option').map(option => option.textContent)

describe('the learning path panel', COMPONENT_TEST, () => {
  it('offers no path and each path by its translated name, or the server\'s where the shop has none', () => {
    openPanel(null)
    expect(optionTexts()).toEqual(['None', 'First hour', 'Night shift'])
  })

  it('marks only the pinned path in the list', () => {
    openPanel(null, 'night-shift')
    expect(optionTexts()).toEqual(['None', 'First hour', 'Night shift (pinned)'])
  })

  it('says nothing about a pin while no path is chosen, and invites the player to pick one', () => {
    openPanel(null, 'night-shift')
    expect(screen.queryByTestId('learning-path-pinned')).toBeNull()
    expect(screen.getByText('Pick a path to be guided through the challenges in a sensible order.')).toBeTruthy()
  })

  it('keeps its label above the field, where a native select leaves room for it', () => {
    openPanel(null)
    expect(screen.getByText('Learning path', { selector: 'label' }).dataset.shrink).toBe('true')
  })

  it('shows the chosen path\'s translated description, its progress as a labelled bar, and the next step', () => {
    openPanel('first-hour')
    expect(screen.getByText(/^A gentle start for newcomers\./)).toBeTruthy()
    expect(screen.queryByText('Server description')).toBeNull()
    expect(screen.getByRole('progressbar', { name: 'Learning path' }).getAttribute('aria-valuenow')).toBe('50')
    const next = screen.getByTestId('learning-path-next')
    expect(within(next).getByText('Next on this path')).toBeTruthy()
    expect(within(next).getByRole('heading').textContent).toBe('Login Admin')
  })

  it('reports a picked path by its id, and "None" as no path', async () => {
    const { onSelect, select } = openPanel('first-hour')
    const user = userEvent.setup({ delay: null })
    await user.selectOptions(select, 'night-shift')
    await user.selectOptions(select, 'None')
    expect(onSelect.mock.calls).toEqual([['night-shift'], [null]])
  })
})
