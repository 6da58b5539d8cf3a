import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useClassroomStatus } from '../api/get-status'
import { classroomKeys } from '../api/keys'
import { useLiveReset } from '../api/live'
import { isTeamRequired } from '../shared/classroom-errors'
import { JOIN_PATH, needsTeam } from './guard'
import { NoticeBanner } from './notice-banner'
import { ReconnectingBanner } from './reconnecting-banner'
import { useReconnecting } from './use-reconnecting'
import { useNotice } from './use-notice'

/**
 * What classroom mode adds to the shell, loaded only in classroom mode: sends visitors without a
 * team to the join page, on arrival and on any `401 team_required` answer; shows trainer notices;
 * refetches after the trainer reset this team's shop; says so while the team's shop is away.
 */
export default function ClassroomHost () {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { data: status } = useClassroomStatus()
  const [notice, dismissNotice] = useNotice(status?.notice)
  useLiveReset()
  const reconnecting = useReconnecting()

  useEffect(() => {
    if (needsTeam(pathname, status)) void navigate(JOIN_PATH, { replace: true })
  }, [pathname, status, navigate])

  // Every API call goes through the query client, so watching its caches sees every answer.
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!isTeamRequired(error)) return
      void queryClient.invalidateQueries({ queryKey: classroomKeys.status })
      if (!window.location.hash.startsWith(`#${JOIN_PATH}`)) void navigate(JOIN_PATH, { replace: true })
    }
    const unsubscribeQueries = queryClient.getQueryCache().subscribe(event => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
    })
    const unsubscribeMutations = queryClient.getMutationCache().subscribe(event => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error)
    })
    return () => { unsubscribeQueries(); unsubscribeMutations() }
  }, [queryClient, navigate])

  return (
    <>
      <NoticeBanner notice={notice} onClose={dismissNotice} />
      <ReconnectingBanner show={reconnecting} />
    </>
  )
}
