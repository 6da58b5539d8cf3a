import Box from '@mui/material/Box'
import { useCallback, useEffect, useReducer, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useChallengeName } from '../api/get-challenge-status'
import { progress, startProgress } from '../engine/progression'
import { tutorialTextKey, type TutorialScript, type TutorialStep } from '../engine/tutorial-types'
import { useFixture } from '../engine/use-fixture'
import { useStepResolution } from '../engine/use-step-resolution'
import { endTutorial, saveTutorialStep } from '../tutorial-store'
import { anchorFor, highlightStyles, useHighlight } from './highlight'
import { InstructorBubble } from './instructor-bubble'
import { StepText } from './step-text'

interface StepBubbleProps {
  step: TutorialStep
  /** The step's text in the reader's language. */
  text: string
  caption?: string
  children?: ReactNode
  onCancel: () => void
  onSkip?: () => void
  onNext?: () => void
  onDone?: () => void
}

function StepBubble ({ step, text, children, ...actions }: StepBubbleProps) {
  const { element, settled } = useFixture(step.fixture)
  const anchor = anchorFor(element)
  useHighlight(anchor)
  if (!settled) return null
  return (
    <InstructorBubble anchor={anchor} placement={step.placement} {...actions}>
      <StepText text={text} />
      {children}
    </InstructorBubble>
  )
}

/** Runs one script from its first (or resumed) step to the congratulation. */
export function TutorialRun ({ script, resumeAt }: { script: TutorialScript; resumeAt?: number }) {
  const { t } = useTranslation()
  // Fetched when a tutorial runs; until then, and for a language without them, the script's English.
  const { t: tutorialText } = useTranslation('tutorials', { useSuspense: false })
  const textOf = (at: number): string => tutorialText(tutorialTextKey(script, at), { defaultValue: script.steps[at]?.text ?? '' })
  const challengeName = useChallengeName(script.key, script.name)
  const [state, dispatch] = useReducer(
    (current: ReturnType<typeof startProgress>, action: Parameters<typeof progress>[2]) => progress(script, current, action),
    undefined,
    () => startProgress(script, resumeAt)
  )
  const running = state.phase === 'running'
  const step = running ? script.steps[state.index] : undefined

  useEffect(() => {
    if (state.phase === 'running') saveTutorialStep(script.name, state.index)
    else if (state.phase === 'cancelled') endTutorial()
  }, [script.name, state])

  const index = state.index
  const resolved = useCallback(() => { dispatch({ type: 'resolved', index }) }, [index])
  const feed = useStepResolution(script, step, resolved)
  const cancel = useCallback(() => { dispatch({ type: 'cancel' }) }, [])

  const last = script.steps[script.steps.length - 1]
  if (state.phase === 'finished' && last !== undefined) {
    // The last step explains what just happened; a solve often arrives before it could be read.
    return (
      <>
        {highlightStyles}
        <StepBubble step={last} text={textOf(script.steps.length - 1)} onCancel={endTutorial} onDone={endTutorial}>
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            <StepText text={t('HACKING_INSTRUCTOR_CONGRATULATIONS', { challenge: challengeName })} />
          </Box>
        </StepBubble>
      </>
    )
  }
  if (step === undefined) return null

  return (
    <>
      {highlightStyles}
      <StepBubble
        // A fresh bubble per step, so Popper re-measures and the fixture wait starts over.
        key={index}
        step={step}
        text={textOf(index)}
        caption={t('HACKING_INSTRUCTOR_PROGRESS', { challenge: challengeName, current: index + 1, total: script.steps.length })}
        onCancel={cancel}
        onSkip={step.skippable === true ? () => { dispatch({ type: 'skip' }) } : undefined}
        onNext={step.resolver.kind === 'next' ? () => { feed({ type: 'next' }) } : undefined}
      />
    </>
  )
}
