// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockShopServer, shopUrl } from '@/test-support/mock-server'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import type { PinnedProgress } from '../api/types'
import { PathProgress } from './path-progress'

const server = mockShopServer()

function showProgress (progress: PinnedProgress) {
  server.use(http.get(shopUrl('rest/classroom/pinned-path'), () => HttpResponse.json(progress)))
  renderScreen(<PathProgress />)
}

/** How far each step's bar is filled, as the eye sees it. */
const barWidths = (region: HTMLElement) => within(region).getAllByRole('listitem')
  .map(item => getComputedStyle(item.querySelector('div[aria-hidden="true"] > div') as HTMLElement).width)

describe('projector: progress along the pinned path', COMPONENT_TEST, () => {
  it('shows "2/5" to the eye and says "2 of 5" to a screen reader, never "2 slash 5"', async () => {
    showProgress({ pathId: 'first-steps', teams: 5, steps: [{ key: 'scoreBoardChallenge', name: 'Score Board', solvedBy: 2 }] })

    const spoken = await screen.findByText('Teams solved: 2 of 5')
    const figure = screen.getByText('2/5')
    expect(figure.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(spoken.closest('[aria-hidden="true"]')).toBeNull()
    // The step's list item, as assistive technology reads it: name and the worded figure only.
    const item = screen.getByRole('listitem')
    const readable = [...item.querySelectorAll('*')].filter(node => node.children.length === 0 && node.closest('[aria-hidden="true"]') === null)
      .map(node => node.textContent).join(' ')
    expect(readable).not.toContain('/')
    expect(readable).toContain('Score Board')
  })
  it('heads the region with the path, numbers the steps and fills each bar by the share of teams', async () => {
    showProgress({
      pathId: 'first-hour',
      teams: 4,
      steps: [{ key: 'scoreBoardChallenge', name: 'Score Board', solvedBy: 3 }, { key: 'loginAdminChallenge', name: 'Login Admin', solvedBy: 0 }]
    })

    const region = await screen.findByRole('region', { name: 'Progress along the pinned path' })
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('First hour')
    expect(within(region).getAllByRole('listitem').map(item => item.textContent)).toEqual([
      '1. Score Board3/4Teams solved: 3 of 4',
      '2. Login Admin0/4Teams solved: 0 of 4'
    ])
    expect(barWidths(region)).toEqual(['75%', '0%'])
  })

  it('names an unknown path by its id and leaves the bars empty while no team has joined', async () => {
    showProgress({ pathId: 'own-path', teams: 0, steps: [{ key: 'scoreBoardChallenge', name: 'Score Board', solvedBy: 0 }] })

    const region = await screen.findByRole('region', { name: 'Progress along the pinned path' })
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('own-path')
    expect(barWidths(region)).toEqual(['0%'])
  })
})
