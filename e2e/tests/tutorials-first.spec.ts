import type { Page } from '@playwright/test'
import { expect, test } from '../support/private-shop'
import { challengeRow, difficultyToggle, openScoreBoard } from '../support/score-board'
import { expectSolved, postLogin, searchFor } from '../support/shop'

/*
 * challenges.restrictToTutorialsFirst: the board lists only the tutorial challenges
 * of the lowest tier that still has an unsolved one, and unlocks the next tier as they are solved.
 */

test.use({ shopEnv: { NODE_CONFIG: JSON.stringify({ challenges: { restrictToTutorialsFirst: true } }) } })

function tierNotice (page: Page) {
  return page.getByRole('alert').filter({ hasText: 'Solve the tutorial challenges first' })
}

test('tutorials first: only tier-1 tutorials until they are solved, then tier 2 unlocks live', async ({ page, context, request }) => {
  // Two pages, six solves and two board updates: 58 s on a two-core machine with both cores kept busy.
  test.setTimeout(120_000)
  await openScoreBoard(page)
  await expect(tierNotice(page)).toContainText('Current tier: 1.')
  for (const key of ['scoreBoardChallenge', 'verboseErrorChallenge', 'localXssChallenge']) {
    await expect(challengeRow(page, key)).toBeVisible()
  }
  // Difficulty 1, but not a tutorial.
  await expect(challengeRow(page, 'closeNotificationsChallenge')).toBeHidden()
  await expect(difficultyToggle(page, 2)).toBeDisabled()

  // The open tier-1 tutorials, solved outside the board.
  expect(await postLogin(request, "'")).toBe(500)
  expect((await request.get('/assets/public/images/privacy/policy-seal.svg')).status()).toBe(200)
  expect((await request.get('/ftp/board-minutes-2024-q3.md')).status()).toBe(200)
  const { captchaId, answer } = await (await request.get('/rest/captcha/')).json() as { captchaId: number, answer: string }
  expect((await request.post('/api/Feedbacks/', { data: { comment: 'Zero stars (anonymous)', rating: 0, captchaId, captcha: answer } })).status()).toBe(201)
  const other = await context.newPage()
  const alerts: string[] = []
  other.on('dialog', dialog => { alerts.push(dialog.message()); void dialog.accept() })
  await other.goto('/#/search')
  await searchFor(other, '<iframe src="javascript:alert(`xss`)">')
  await expect.poll(() => alerts, { message: 'the injected script ran' }).toContain('xss')
  await searchFor(other, '<iframe width="100%" height="166" scrolling="no" frameborder="no" allow="autoplay" src="/assets/public/jingle/player.html"></iframe>')
  for (const key of ['verboseErrorChallenge', 'localXssChallenge', 'privacyPolicyChallenge', 'ftpConfidentialDocChallenge', 'zeroStarsChallenge', 'xssBonusChallenge']) {
    await expectSolved(request, key)
  }

  await expect(tierNotice(page)).toContainText('Current tier: 2.')
  await expect(difficultyToggle(page, 2)).toBeEnabled()
  await difficultyToggle(page, 2).click()
  await expect(challengeRow(page, 'loginAdminSqliChallenge')).toBeVisible()
  await expect(challengeRow(page, 'adminSectionChallenge')).toBeVisible()
  await expect(challengeRow(page, 'closeNotificationsChallenge')).toBeHidden()
  await expect(difficultyToggle(page, 3)).toBeDisabled()
})
