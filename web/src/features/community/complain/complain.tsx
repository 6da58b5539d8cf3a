import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function Complain () {
  return <PlaceholderScreen titleKey="TITLE_COMPLAIN" />
}
