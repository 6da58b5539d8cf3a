// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { challengeFixture } from '@/test-support/challenge-fixture'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { ChallengeTable } from './challenge-table'

const CHALLENGES = [challengeFixture('loginAdmin'), challengeFixture('scoreBoard')]

/** The table with the given rows let through, the list caught up with the filters or not. */
function showTable (shown: string[], stale: boolean) {
  renderScreen(
    <ChallengeTable
      challenges={CHALLENGES} shown={new Set(shown)} compact={false} codingMode="solved" tutorialsEnabled={false} stale={stale}
      onOpenCoding={vi.fn()} onStartTutorial={vi.fn()}
    />
  )
}

const EMPTY = 'No challenge matches the selected filters.'
const loading = () => screen.queryByRole('progressbar', { name: 'Loading…' })

describe('the challenge table', COMPONENT_TEST, () => {
  it('says no challenge matches, and hides the bare table, when the filters let none through', () => {
    showTable([], false)
    expect(screen.getByText(EMPTY)).toBeTruthy()
    expect(loading()).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows a loading bar instead while the first rows are still being drawn', () => {
    showTable([], true)
    expect(loading()).toBeTruthy()
    expect(screen.queryByText(EMPTY)).toBeNull()
  })

  it.each([false, true])('shows the rows let through, with neither message (lagging behind a filter change: %s)', stale => {
    showTable(['loginAdmin'], stale)
    expect(screen.getByRole('table', { name: 'Score Board' })).toBeTruthy()
    expect(screen.getAllByRole('row').flatMap(row => row.dataset.challenge ?? [])).toEqual(['loginAdmin'])
    expect(screen.queryByText(EMPTY)).toBeNull()
    expect(loading()).toBeNull()
  })
})
