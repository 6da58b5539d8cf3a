import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function ForgotPassword () {
  return <PlaceholderScreen titleKey="TITLE_FORGOT_PASSWORD" />
}
