import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function About () {
  return <PlaceholderScreen titleKey="TITLE_ABOUT" />
}
