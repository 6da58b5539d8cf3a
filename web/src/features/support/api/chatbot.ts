import { useMutation, useQuery } from '@tanstack/react-query'
import type { ChatbotAnswer } from '@shop/contract'
import { apiFetch } from '@/lib/api-client'

export type BotAnswer = ChatbotAnswer
export type BotAction = BotAnswer['action']

/** GET /rest/chatbot/status: the bot's first message; every opening starts a conversation. */
export function useChatbotStatus () {
  return useQuery({
    queryKey: ['chatbot-status'],
    queryFn: async () => await apiFetch<BotAnswer>('rest/chatbot/status'),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false
  })
}

/** POST /rest/chatbot/respond. */
export function useChatbotRespond () {
  return useMutation({
    mutationFn: async (body: { action: BotAction, query: string }) => await apiFetch<BotAnswer>('rest/chatbot/respond', { method: 'POST', body })
  })
}
