import { SendIcon, SmartToyIcon } from '@/components/icons'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/api-client'
import { replaceToken } from '@/lib/session'
import { useChatbotRespond, useChatbotStatus, type BotAction } from '../api/chatbot'
import { ChatBubble, type ChatMessage } from './chat-bubble'

/** The support chat: a 650 px window of bubbles and a message box; Enter sends. */
export default function Chatbot () {
  const { t } = useTranslation()
  const status = useChatbotStatus()
  const respond = useChatbotRespond()
  const [messages, setMessages] = useState<ChatMessage[]>([])
  const [action, setAction] = useState<BotAction>('query')
  const [draft, setDraft] = useState('')
  const end = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!status.data) return
    setMessages([{ author: 'bot', body: status.data.body }])
    setAction(status.data.action)
  }, [status.data])

  useEffect(() => { end.current?.scrollIntoView({ block: 'end' }) }, [messages])

  const send = async () => {
    const query = draft.trim()
    if (query === '' || respond.isPending) return
    setDraft('')
    setMessages(list => [...list, { author: 'user', body: query }])
    try {
      const answer = await respond.mutateAsync({ action, query })
      if (answer.token) replaceToken(answer.token)
      setAction(answer.action)
      setMessages(list => [...list, { author: 'bot', body: answer.body }])
    } catch (err) {
      setMessages(list => [...list, { author: 'bot', body: errorMessage(err) }])
    }
  }

  return (
    <Paper sx={{ maxWidth: 720, mx: 'auto', mt: { xs: 0, sm: 3 }, height: 650, maxHeight: 'calc(100dvh - 88px)', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <SmartToyIcon />
        <Box>
          <Typography variant="subtitle1" component="h1" sx={{ fontWeight: 600, lineHeight: 1.2 }}>{t('TITLE_CHATBOT')}</Typography>
          <Typography variant="caption">{t('CHATBOT_SUBTITLE')}</Typography>
        </Box>
      </Box>
      <Box id="chatWindow" role="log" aria-live="polite" sx={{ flexGrow: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        {messages.map((message, index) => <ChatBubble key={index} message={message} />)}
        {respond.isPending && <Typography variant="caption" color="text.secondary">{t('CHATBOT_TYPING')}</Typography>}
        <div ref={end} />
      </Box>
      <Box component="form" onSubmit={e => { e.preventDefault(); void send() }} sx={{ display: 'flex', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <TextField
          id="message-input"
          fullWidth
          size="small"
          autoFocus
          autoComplete="off"
          placeholder={t(action === 'setname' ? 'CHATBOT_NAME_PLACEHOLDER' : 'CHATBOT_PLACEHOLDER')}
          slotProps={{ htmlInput: { 'aria-label': t('LABEL_MESSAGE'), maxLength: 500 } }}
          value={draft}
          onChange={e => { setDraft(e.target.value) }}
          disabled={status.data?.status === false}
        />
        <IconButton type="submit" color="primary" aria-label={t('BTN_SEND')} disabled={draft.trim() === '' || respond.isPending}><SendIcon /></IconButton>
      </Box>
    </Paper>
  )
}
