import { wantsGerman } from '../http/cookies.js'
/**
 * Texts of the server-rendered erasure page, in the languages the web app ships fully (the
 * `language` cookie picks one; English otherwise).
 */
const TEXTS = {
  en: {
    title: 'Request Data Erasure',
    intro: (email: string) => `We will close the account <strong>${email}</strong> and remove your complaints, recycling requests, chat history and profile. Orders and invoices stay as long as accounting law requires.`,
    answer: 'Your security answer',
    submit: 'Erase my data',
    policy: 'Read our privacy policy',
    doneTitle: 'Data erasure requested',
    doneHeading: 'Your data is being erased',
    done: (id: number, email: string) => `Erasure request #${id} for ${email} was filed and your personal data has been removed.`,
    kept: 'Orders and invoices are kept as long as accounting law requires.',
    back: 'Back to the shop'
  },
  de: {
    title: 'Datenlöschung anfordern',
    intro: (email: string) => `Wir schließen das Konto <strong>${email}</strong> und entfernen deine Beschwerden, Recycling-Anfragen, deinen Chatverlauf und dein Profil. Bestellungen und Rechnungen bleiben so lange erhalten, wie es das Handelsrecht verlangt.`,
    answer: 'Deine Sicherheitsantwort',
    submit: 'Meine Daten löschen',
    policy: 'Unsere Datenschutzerklärung lesen',
    doneTitle: 'Datenlöschung angefordert',
    doneHeading: 'Deine Daten werden gelöscht',
    done: (id: number, email: string) => `Löschantrag #${id} für ${email} wurde gestellt und deine persönlichen Daten wurden entfernt.`,
    kept: 'Bestellungen und Rechnungen bleiben so lange erhalten, wie es das Handelsrecht verlangt.',
    back: 'Zurück zum Shop'
  }
}

export type ErasureTexts = typeof TEXTS.en

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, ch => `&#${ch.charCodeAt(0)};`)

export function erasureTexts (cookieHeader: string | undefined): ErasureTexts {
  return wantsGerman(cookieHeader) ? TEXTS.de : TEXTS.en
}

export function erasureForm (texts: ErasureTexts, question: string, email: string, error?: string): string {
  return `<h1>${texts.title}</h1>
<p class="note">${texts.intro(escapeHtml(email))}</p>
${error ? `<p class="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="./dataerasure">
<label for="securityAnswer">${escapeHtml(question || texts.answer)}</label>
<input id="securityAnswer" name="securityAnswer" autocomplete="off" required>
<button type="submit">${texts.submit}</button></form>
<p class="note"><a href="./#/privacy-security/privacy-policy">${texts.policy}</a></p>`
}

export function erasureDone (texts: ErasureTexts, requestId: number, email: string): string {
  return `<h1>${texts.doneHeading}</h1>
<p class="ok">${texts.done(requestId, escapeHtml(email))}</p>
<p class="note">${texts.kept} <a href="./#/search">${texts.back}</a></p>`
}
