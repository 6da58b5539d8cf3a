import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function Contact () {
  return <PlaceholderScreen titleKey="TITLE_CONTACT" />
}
