import { ExpandMoreIcon, LocalOfferOutlinedIcon } from '@/components/icons'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { readSession, writeSession } from '@/lib/token-store'

const EXPANDED_KEY = 'couponPanelExpanded'
const COUPON_LENGTH = 10

interface CouponPanelProps {
  /** Redeems the code and answers the discount in percent; throws with the message to show. */
  onRedeem: (code: string) => Promise<number>
  busy?: boolean
}

/** The expandable coupon panel of the basket and payment screens: a 10-character code, checked by the server. */
export function CouponPanel ({ onRedeem, busy }: CouponPanelProps) {
  const { t } = useTranslation()
  const [expanded, setExpanded] = useState(readSession(EXPANDED_KEY) === 'true')
  const [code, setCode] = useState('')
  const [touched, setTouched] = useState(false)
  const [result, setResult] = useState<{ ok: boolean, text: string } | null>(null)
  const invalid = code.length !== COUPON_LENGTH

  const toggle = (_: unknown, open: boolean) => {
    setExpanded(open)
    writeSession(EXPANDED_KEY, String(open))
  }
  const submit = async () => {
    try {
      const discount = await onRedeem(code)
      setResult({ ok: true, text: t('DISCOUNT_APPLIED', { discount }) })
      setCode('')
      setTouched(false)
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      setResult({ ok: false, text: t(message) })
    }
  }
  return (
    <Accordion expanded={expanded} onChange={toggle} variant="outlined" sx={{ mt: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="coupon-panel" id="coupon-panel-header">
        <LocalOfferOutlinedIcon sx={{ mr: 1.5 }} color="primary" />
        <Typography>{t('LABEL_ADD_COUPON')}</Typography>
      </AccordionSummary>
      {/* No id: the Accordion gives its region the one the summary's aria-controls names. */}
      <AccordionDetails>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('COUPON_PANEL_HINT')}</Typography>
        <Box component="form" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }} onSubmit={e => { e.preventDefault(); if (!invalid) void submit() }}>
          <TextField
            id="coupon"
            label={t('LABEL_COUPON')}
            value={code}
            size="small"
            onChange={e => { setCode(e.target.value.slice(0, COUPON_LENGTH)); setResult(null) }}
            onBlur={() => { setTouched(true) }}
            error={touched && invalid}
            helperText={touched && code.length === 0 ? t('MANDATORY_COUPON') : `${touched && invalid ? t('COUPON_CODE_HINT') + ' ' : ''}${code.length}/${COUPON_LENGTH}`}
            slotProps={{ htmlInput: { maxLength: COUPON_LENGTH, autoComplete: 'off' } }}
            sx={{ flex: '1 1 200px' }}
          />
          <Button id="applyCouponButton" type="submit" variant="contained" disabled={invalid || busy}>{t('BTN_REDEEM')}</Button>
        </Box>
        {result && <Typography role="status" sx={{ mt: 1 }} color={result.ok ? 'success.main' : 'error'}>{result.text}</Typography>}
      </AccordionDetails>
    </Accordion>
  )
}
