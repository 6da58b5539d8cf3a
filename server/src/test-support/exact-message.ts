/** A pattern matching exactly `message`, for `toThrow` (a string there matches any message containing it). */
export const exactly = (message: string): RegExp => new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
