import { SaveIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'

interface EditableNumberProps {
  id: string
  label: string
  value: number
  step?: number
  suffix?: string
  saveLabel: string
  busy: boolean
  /** Values below 0 are sent as 0. */
  onSave: (value: number) => void
}

/** A number field with its own save button; Enter saves too. */
export function EditableNumber ({ id, label, value, step = 1, suffix, saveLabel, busy, onSave }: EditableNumberProps) {
  const [draft, setDraft] = useState(String(value))
  useEffect(() => { setDraft(String(value)) }, [value])
  const parsed = Number(draft)
  const valid = draft.trim() !== '' && Number.isFinite(parsed)
  const save = () => { if (valid) onSave(Math.max(0, parsed)) }

  return (
    <TextField
      id={id}
      size="small"
      type="number"
      value={draft}
      onChange={e => { setDraft(e.target.value) }}
      onKeyDown={e => { if (e.key === 'Enter') { e.preventDefault(); save() } }}
      error={!valid}
      // Spinner arrows would eat the room the digits need on phones; the field takes typed numbers.
      sx={{ width: { xs: 112, sm: 150 }, '& input::-webkit-inner-spin-button, & input::-webkit-outer-spin-button': { display: 'none' }, '& input[type=number]': { MozAppearance: 'textfield' } }}
      slotProps={{
        htmlInput: { step, 'aria-label': label },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>{suffix}</Box>
              <IconButton size="small" edge="end" aria-label={saveLabel} title={saveLabel} disabled={!valid || busy || parsed === value} onClick={save}>
                <SaveIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          )
        }
      }}
    />
  )
}
