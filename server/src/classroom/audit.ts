import type { ClassroomAuditRepository } from '../repositories/classroom-audit.js'

export type TrainerAction =
  | 'sign-in' | 'sign-in-failed' | 'sign-out'
  | 'team-reset' | 'passcode-reset' | 'team-delete'
  | 'notice' | 'event-end' | 'pinned-path' | 'scores-export'

export interface AuditEntry { at: string, session: string | null, action: TrainerAction, team: string | null, detail: string | null }

export const AUDIT_LIST_LIMIT = 500

/**
 * The trainer's audit log: who (the trainer session), what, which team, when. Passcodes and
 * passwords never go in; a failed sign-in records the client address instead of a session.
 */
export class AuditLog {
  constructor (private readonly repo: ClassroomAuditRepository, private readonly clock: () => Date) {}

  record (session: string | null, action: TrainerAction, team?: { id: string, name: string }, detail?: string): void {
    this.repo.add({ at: this.clock().toISOString(), session, action, teamId: team?.id ?? null, team: team?.name ?? null, detail: detail ?? null })
  }

  /** Newest first. */
  entries (): AuditEntry[] {
    return this.repo.newest(AUDIT_LIST_LIMIT).map(({ at, session, action, team, detail }) => ({ at, session, action: action as TrainerAction, team, detail }))
  }
}
