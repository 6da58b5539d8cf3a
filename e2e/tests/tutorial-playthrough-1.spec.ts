import { expect, test } from '@playwright/test'
import { playTutorials, TUTORIALS } from '../support/tutorial-journey'
import { PLAYS } from '../support/tutorial-plays'

// Every tutorial is played through: the first half here, the rest in tutorial-playthrough-2.spec.ts.

test('the catalogue marks 15 tutorials, and each has a playthrough', () => {
  expect(TUTORIALS).toHaveLength(15)
  expect(TUTORIALS.map(t => t.name).filter(name => !(name in PLAYS))).toEqual([])
})

playTutorials(TUTORIALS.slice(0, Math.ceil(TUTORIALS.length / 2)))
