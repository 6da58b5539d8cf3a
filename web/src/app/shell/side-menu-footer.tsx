import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useApplicationName } from '@/features/meta/api/get-application-configuration'
import { useApplicationVersion } from '@/features/meta/api/get-application-version'

/** The side menu's footer names the application and its version. */
export function SideMenuFooter () {
  const { t } = useTranslation()
  const name = useApplicationName()
  const { data: version } = useApplicationVersion()
  return (
    <Box component="footer" sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {name}
        {version && <Box component="span" id="appVersion" sx={{ ml: 1 }}>{t('FOOTER_VERSION', { version })}</Box>}
      </Typography>
    </Box>
  )
}
