/** The welcome dialog stays away once this cookie says 'dismiss'. */
export const WELCOME_COOKIE = 'welcomebanner_status'
export const WELCOME_DISMISSED = 'dismiss'
