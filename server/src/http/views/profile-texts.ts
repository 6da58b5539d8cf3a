import { wantsGerman } from '../cookies.js'

/** The profile page is rendered by the server, so its texts live here, in the shop's two languages. */
export type ProfileLanguage = 'en' | 'de'

export interface ProfileTexts {
  title: string
  backToShop: string
  backToProfile: string
  imageAlt: string
  noUsername: string
  usernameLabel: string
  usernamePlaceholder: string
  setUsername: string
  uploadLabel: string
  uploadHint: string
  uploadButton: string
  urlLabel: string
  urlHint: string
  urlButton: string
  login: string
  notLoggedIn: string
  somethingWrong: string
  usernameSaved: string
  imageSaved: string
}

export const PROFILE_TEXTS: Record<ProfileLanguage, ProfileTexts> = {
  en: {
    title: 'User Profile',
    backToShop: 'Back to the shop',
    backToProfile: 'Back to your profile',
    imageAlt: 'Your profile image',
    noUsername: 'No username yet',
    usernameLabel: 'Username',
    usernamePlaceholder: 'How should we call you?',
    setUsername: 'Set Username',
    uploadLabel: 'Upload a picture',
    uploadHint: 'PNG or JPEG, at most 1 MB.',
    uploadButton: 'Upload Picture',
    urlLabel: 'Or link an image',
    urlHint: 'Paste the address of a picture on the web.',
    urlButton: 'Link Image',
    login: 'Log in',
    notLoggedIn: 'Please log in first',
    somethingWrong: 'That did not work',
    usernameSaved: 'Your username was saved.',
    imageSaved: 'Your profile image was updated.'
  },
  de: {
    title: 'Benutzerprofil',
    backToShop: 'Zurück zum Shop',
    backToProfile: 'Zurück zu deinem Profil',
    imageAlt: 'Dein Profilbild',
    noUsername: 'Noch kein Benutzername',
    usernameLabel: 'Benutzername',
    usernamePlaceholder: 'Wie sollen wir dich nennen?',
    setUsername: 'Benutzernamen speichern',
    uploadLabel: 'Bild hochladen',
    uploadHint: 'PNG oder JPEG, höchstens 1 MB.',
    uploadButton: 'Bild hochladen',
    urlLabel: 'Oder ein Bild verlinken',
    urlHint: 'Füge die Adresse eines Bildes im Web ein.',
    urlButton: 'Bild verlinken',
    login: 'Anmelden',
    notLoggedIn: 'Bitte melde dich zuerst an',
    somethingWrong: 'Das hat nicht geklappt',
    usernameSaved: 'Dein Benutzername wurde gespeichert.',
    imageSaved: 'Dein Profilbild wurde aktualisiert.'
  }
}

/** The language the web app stored in its `language` cookie; English otherwise. */
export function profileLanguage (cookieHeader: string | undefined): ProfileLanguage {
  return wantsGerman(cookieHeader) ? 'de' : 'en'
}
