import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function Recycle () {
  return <PlaceholderScreen titleKey="TITLE_RECYCLE" />
}
