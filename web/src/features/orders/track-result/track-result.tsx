import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function TrackResult () {
  return <PlaceholderScreen titleKey="TITLE_TRACK_ORDER" />
}
