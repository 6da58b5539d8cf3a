// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { COMPONENT_TEST, renderScreen } from '@/test-support/render-screen'
import ClassroomRoutes, { ClassroomShell } from './classroom'

vi.mock('@/features/classroom/host/classroom-host', async () => (await import('@/test-support/shell-fixtures')).screenStub('Classroom host'))
vi.mock('@/features/classroom/join/join-page', async () => (await import('@/test-support/shell-fixtures')).screenStub('Join a team'))
vi.mock('@/features/classroom/leaderboard/leaderboard', async () => (await import('@/test-support/shell-fixtures')).screenStub('Leaderboard'))
vi.mock('@/features/classroom/team-solves/team-solves', async () => (await import('@/test-support/shell-fixtures')).screenStub('Team solves'))
vi.mock('@/features/classroom/challenge-solves/challenge-solves', async () => (await import('@/test-support/shell-fixtures')).screenStub('Challenge solves'))
vi.mock('@/features/classroom/projector/projector', async () => (await import('@/test-support/shell-fixtures')).screenStub('Projector'))
vi.mock('@/features/classroom/trainer/trainer-page', async () => (await import('@/test-support/shell-fixtures')).screenStub('Trainer'))
vi.mock('@/features/classroom/trainer-solutions/trainer-solutions', async () => (await import('@/test-support/shell-fixtures')).screenStub('Trainer solutions'))

describe('classroom mode', COMPONENT_TEST, () => {
  it.each([
    ['/classroom/join', 'Join a team'],
    ['/classroom/leaderboard', 'Leaderboard'],
    ['/classroom/leaderboard/teams/Blue%20Kiwis', 'Team solves'],
    ['/classroom/leaderboard/challenges/scoreBoardChallenge', 'Challenge solves'],
    ['/classroom/projector', 'Projector'],
    ['/classroom/trainer', 'Trainer'],
    ['/classroom/trainer/solutions', 'Trainer solutions'],
    ['/classroom/trainer/solutions/scoreBoardChallenge', 'Trainer solutions']
  ])('opens %s as the %s screen', async (at, heading) => {
    const view = renderScreen(<ClassroomRoutes />, { at, path: '/classroom/*' })
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy()
    expect(view.path()).toBe(at)
  })

  it.each(['/classroom', '/classroom/unknown', '/classroom/leaderboard/teams'])('sends %s to the join page', async at => {
    const view = renderScreen(<ClassroomRoutes />, { at, path: '/classroom/*' })
    expect(await screen.findByRole('heading', { name: 'Join a team' })).toBeTruthy()
    await waitFor(() => { expect(view.path()).toBe('/classroom/join') })
  })

  it('adds its host to the shell', async () => {
    renderScreen(<ClassroomShell />)
    expect(await screen.findByRole('heading', { name: 'Classroom host' })).toBeTruthy()
  })
})
