import { AddCardIcon, ExpandMoreIcon } from '@/components/icons'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { fieldErrorText } from '@/components/form-page/field-error'
import { useSnackbar } from '@/components/snackbar/use-snackbar'
import { errorMessage } from '@/lib/api-client'
import { readSession, writeSession } from '@/lib/token-store'
import { useSaveCard } from '../api/save-card'
import { PAYMENT_PANEL_KEY } from '../checkout-storage'
import { useState } from 'react'

/** A card takes 16 digits, a month 1–12 and one of 20 years from 2080. */
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1)
const YEARS = Array.from({ length: 20 }, (_, i) => 2080 + i)
const schema = z.object({
  fullName: z.string().trim().min(1, 'MANDATORY_NAME'),
  // Sixteen digits, the first not a zero; read as text, since a number this long may not be exact.
  cardNum: z.string().min(1, 'MANDATORY_CARD_NUMBER').regex(/^[1-9]\d{15}$/, 'VALID_CARD_NUMBER'),
  expMonth: z.string().min(1, 'MANDATORY_MONTH'),
  expYear: z.string().min(1, 'MANDATORY_YEAR')
})
type Values = z.infer<typeof schema>
const EMPTY: Values = { fullName: '', cardNum: '', expMonth: '', expYear: '' }

/** The expandable "add a new card" form below the card table. */
export function AddCardForm () {
  const { t } = useTranslation()
  const { showError, showSuccess } = useSnackbar()
  const save = useSaveCard()
  const [expanded, setExpanded] = useState(readSession(PAYMENT_PANEL_KEY) === 'true')
  const { register, control, handleSubmit, reset, watch, formState: { errors, isValid } } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: EMPTY })
  const cardNum = watch('cardNum')
  const submit = handleSubmit(async values => {
    try {
      const card = await save.mutateAsync({ fullName: values.fullName, cardNum: values.cardNum, expMonth: Number(values.expMonth), expYear: Number(values.expYear) })
      showSuccess('CREDIT_CARD_SAVED', { cardnumber: card.cardNum.slice(-4) })
    } catch (err) {
      showError(errorMessage(err))
    }
    reset(EMPTY)
  })
  const select = (name: 'expMonth' | 'expYear', label: string, options: number[]) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField {...field} select id={`${name}Control`} label={t(label)} required error={errors[name] !== undefined} helperText={fieldErrorText(t, errors[name])}>
          {options.map(option => <MenuItem key={option} value={String(option)}>{option}</MenuItem>)}
        </TextField>
      )}
    />
  )
  return (
    <Accordion variant="outlined" sx={{ mt: 2 }} expanded={expanded} onChange={(_, open) => { setExpanded(open); writeSession(PAYMENT_PANEL_KEY, String(open)) }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id="add-card-header" aria-controls="add-card">
        <AddCardIcon color="primary" sx={{ mr: 1.5 }} />
        <Typography>{t('BTN_ADD_NEW_CARD')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="add-card">
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' }, gap: 2 }}>
          <TextField {...register('fullName')} id="cardNameControl" label={t('LABEL_NAME')} required autoComplete="cc-name" error={errors.fullName !== undefined} helperText={fieldErrorText(t, errors.fullName)} sx={{ gridColumn: '1 / -1' }} />
          <TextField
            {...register('cardNum')} id="cardNumberControl" label={t('LABEL_CARD_NUMBER')} required autoComplete="cc-number"
            error={errors.cardNum !== undefined} helperText={`${fieldErrorText(t, errors.cardNum) ?? ''} ${cardNum.length}/16`.trim()}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 16 } }}
          />
          {select('expMonth', 'LABEL_EXPIRY_MONTH', MONTHS)}
          {select('expYear', 'LABEL_EXPIRY_YEAR', YEARS)}
          <Box sx={{ gridColumn: '1 / -1', textAlign: 'right' }}>
            <Button id="submitButton" type="submit" variant="contained" disabled={!isValid || save.isPending}>{t('BTN_SUBMIT')}</Button>
          </Box>
        </Box>
      </AccordionDetails>
    </Accordion>
  )
}
