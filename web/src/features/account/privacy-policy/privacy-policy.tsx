import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function PrivacyPolicy () {
  return <PlaceholderScreen titleKey="TITLE_PRIVACY_POLICY" />
}
