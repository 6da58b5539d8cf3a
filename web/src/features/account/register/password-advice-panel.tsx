import { CheckCircleIcon, RadioButtonUncheckedIcon } from '@/components/icons'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { useTranslation } from 'react-i18next'
import { ADVICE_MIN_LENGTH, checkPasswordAdvice } from './password-advice'

/** Live check marks for the optional password advice. */
export function PasswordAdvicePanel ({ password }: { password: string }) {
  const { t } = useTranslation()
  return (
    <List dense disablePadding aria-live="polite" sx={{ bgcolor: 'action.hover', borderRadius: 1, py: 0.5 }}>
      {checkPasswordAdvice(password).map(({ labelKey, met }) => (
        <ListItem key={labelKey} sx={{ py: 0 }}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {met
              ? <CheckCircleIcon fontSize="small" color="success" titleAccess={t('LABEL_ADVICE_MET')} />
              : <RadioButtonUncheckedIcon fontSize="small" color="disabled" titleAccess={t('LABEL_ADVICE_NOT_MET')} />}
          </ListItemIcon>
          <ListItemText
            primary={t(labelKey, { length: ADVICE_MIN_LENGTH })}
            slotProps={{ primary: { variant: 'body2', color: met ? 'text.primary' : 'text.secondary' } }}
          />
        </ListItem>
      ))}
    </List>
  )
}
