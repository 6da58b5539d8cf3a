import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function ChangePassword () {
  return <PlaceholderScreen titleKey="TITLE_CHANGE_PASSWORD" />
}
