import { playTutorials, TUTORIALS } from '../support/tutorial-journey'

// The second half of the tutorials, in a shop of its own (the first half: tutorial-playthrough-1.spec.ts).
playTutorials(TUTORIALS.slice(Math.ceil(TUTORIALS.length / 2)))
