import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function LastLoginIp () {
  return <PlaceholderScreen titleKey="TITLE_LAST_LOGIN_IP" />
}
