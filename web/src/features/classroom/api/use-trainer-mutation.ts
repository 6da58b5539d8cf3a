import { useMutation, useQueryClient } from '@tanstack/react-query'
import { classroomKeys } from './keys'

/** A trainer action: afterwards the console (teams, audit) and the leaderboard are read again. */
export function useTrainerMutation<TInput, TResult> (action: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: action,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: classroomKeys.trainer }),
        queryClient.invalidateQueries({ queryKey: classroomKeys.board }),
        queryClient.invalidateQueries({ queryKey: classroomKeys.status })
      ])
    }
  })
}
