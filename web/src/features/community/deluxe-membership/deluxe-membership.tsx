import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function DeluxeMembership () {
  return <PlaceholderScreen titleKey="TITLE_DELUXE_MEMBERSHIP" />
}
