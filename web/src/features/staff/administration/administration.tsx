import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function Administration () {
  return <PlaceholderScreen titleKey="TITLE_ADMINISTRATION" />
}
