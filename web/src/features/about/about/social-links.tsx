import { ArticleIcon, ForumIcon, PeopleIcon, RedditIcon, XIcon } from '@/components/icons'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApplicationConfiguration } from '@/features/meta/api/get-application-configuration'

type Social = NonNullable<NonNullable<ApplicationConfiguration['application']>['social']>

const BUTTONS: Array<{ key: keyof Social, label: string, icon: ReactNode }> = [
  { key: 'twitterUrl', label: 'BTN_SOCIAL_TWITTER', icon: <XIcon /> },
  { key: 'facebookUrl', label: 'BTN_SOCIAL_FACEBOOK', icon: <PeopleIcon /> },
  { key: 'slackUrl', label: 'BTN_SOCIAL_SLACK', icon: <ForumIcon /> },
  { key: 'redditUrl', label: 'BTN_SOCIAL_REDDIT', icon: <RedditIcon /> },
  { key: 'pressKitUrl', label: 'BTN_SOCIAL_PRESS_KIT', icon: <ArticleIcon /> }
]

/** The social buttons that the configuration fills in; none when nothing is configured. */
export function SocialLinks ({ social }: { social: Social | undefined }) {
  const { t } = useTranslation()
  const shown = BUTTONS.filter(button => (social?.[button.key] ?? '').trim() !== '')
  if (shown.length === 0) return null
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shown.map(button => (
        <Button key={button.key} variant="outlined" startIcon={button.icon} href={social?.[button.key] ?? ''} target="_blank" rel="noopener noreferrer">
          {t(button.label)}
        </Button>
      ))}
    </Stack>
  )
}
