// @vitest-environment happy-dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import { ProgressCard } from './progress-card'

/** A meter as a player reads it: its bar's value, its big percentage and the line under it. */
function meter (name: string, id: string) {
  const bar = screen.getByRole('progressbar', { name })
  return { value: bar.getAttribute('aria-valuenow'), percent: screen.getByTestId(`${id}-percent`).textContent, detail: bar.nextElementSibling?.textContent }
}

describe('the progress card', COMPONENT_TEST, () => {
  it('shows hacking and coding progress as labelled bars with percentages and counts', () => {
    renderScreen(<ProgressCard progress={{ solved: 3, total: 12, hackingPercent: 25, codingScore: 7, codingMax: 10, codingPercent: 70 }} />)
    expect(meter('Hacking progress', 'hacking-progress')).toEqual({ value: '25', percent: '25%', detail: '3 of 12 challenges solved' })
    expect(meter('Coding progress', 'coding-progress')).toEqual({ value: '70', percent: '70%', detail: '7 of 10 coding points' })
  })
})
