import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function ScoreBoard () {
  return <PlaceholderScreen titleKey="TITLE_SCORE_BOARD" />
}
