import { PlaceholderScreen } from '@/components/placeholder-screen/placeholder-screen'

export default function PhotoWall () {
  return <PlaceholderScreen titleKey="TITLE_PHOTO_WALL" />
}
