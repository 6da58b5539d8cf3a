import { wantsGerman } from '../http/cookies.js'
import { escapeHtml } from './data-erasure-page.js'

/**
 * The promotion page: the shop's short film with its English captions, and what makes the juice
 * worth buying. Texts in the languages the web app ships fully (the `language` cookie picks one);
 * the film's captions are English in every language.
 */
const TEXTS = {
  en: {
    lang: 'en',
    title: 'Fresh from the press',
    lead: 'Twenty seconds in our pressing room, from the first crate of the morning to the bottle at your door.',
    captionsLabel: 'English',
    captionsNote: 'Captions are on; switch them off in the player.',
    noVideo: 'Your browser cannot play this film.',
    points: [
      ['Pressed the same day', 'Fruit from our partner orchards is pressed on the morning it arrives. No concentrate, no added sugar.'],
      ['Returnable glass', 'Every bottle comes back to us, is cleaned and filled again. Your pulp goes back to the farms as compost.'],
      ['Since 2016', 'It started with one second-hand citrus press and a market stall. Some of our regulars have been with us from the first crate.']
    ],
    shop: 'Shop our juices',
    about: 'Our story',
    back: 'Back to the shop'
  },
  de: {
    lang: 'de',
    title: 'Frisch aus der Presse',
    lead: 'Zwanzig Sekunden in unserem Presseraum, von der ersten Kiste am Morgen bis zur Flasche vor deiner Tür.',
    captionsLabel: 'Englisch',
    captionsNote: 'Die Untertitel sind englisch und eingeschaltet; im Player kannst du sie ausschalten.',
    noVideo: 'Dein Browser kann diesen Film nicht abspielen.',
    points: [
      ['Am selben Tag gepresst', 'Obst von unseren Partnerhöfen wird am Morgen gepresst, an dem es ankommt. Kein Konzentrat, kein zugesetzter Zucker.'],
      ['Pfandglas', 'Jede Flasche kommt zu uns zurück, wird gereinigt und neu befüllt. Der Trester geht als Kompost zurück auf die Höfe.'],
      ['Seit 2016', 'Angefangen hat alles mit einer gebrauchten Zitruspresse und einem Marktstand. Manche Stammkunden sind seit der ersten Kiste dabei.']
    ],
    shop: 'Zu unseren Säften',
    about: 'Unsere Geschichte',
    back: 'Zurück zum Shop'
  }
}

export type PromotionTexts = typeof TEXTS.en

export function promotionTexts (cookieHeader: string | undefined): PromotionTexts {
  return wantsGerman(cookieHeader) ? TEXTS.de : TEXTS.en
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:Roboto,system-ui,sans-serif;background:#fff8ef;color:#3e2723;line-height:1.5}
header{display:flex;align-items:center;justify-content:space-between;gap:12px;background:#e65100;color:#fff;padding:12px 24px}
header a{color:#fff;text-decoration:none}header .brand{font-size:20px;font-weight:500}header .back{font-size:14px;opacity:.9}
main{max-width:960px;margin:0 auto;padding:28px 20px 48px}
h1{font-size:clamp(28px,5vw,42px);font-weight:500;margin:0 0 6px;color:#bf360c}
.lead{font-size:18px;margin:0 0 22px;color:#5d4037;max-width:680px}
figure{margin:0}
video{display:block;width:100%;aspect-ratio:16/9;background:#3e2723;border-radius:12px;box-shadow:0 6px 24px rgba(62,39,35,.25)}
figcaption{font-size:13px;color:#795548;margin-top:8px}
.points{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:16px;margin:32px 0}
.point{background:#fff;border-radius:10px;padding:18px 20px;box-shadow:0 1px 4px rgba(62,39,35,.15);border-top:4px solid #ff9800}
.point h2{font-size:18px;font-weight:500;margin:0 0 6px;color:#e65100}.point p{margin:0;font-size:15px;color:#5d4037}
.actions{display:flex;flex-wrap:wrap;gap:12px}
.actions a{display:inline-block;padding:12px 24px;border-radius:24px;font-weight:500;text-decoration:none}
.primary{background:#e65100;color:#fff}.secondary{border:2px solid #e65100;color:#e65100}
video::cue{font-size:clamp(14px,2.2vw,22px)}
@media (max-width:600px){header{padding:10px 16px}main{padding:20px 14px 36px}.lead{font-size:16px}video{border-radius:8px}}
`

// Turns the inlined captions into the film's caption track once the page has loaded.
const CAPTION_LOADER = `(function () {
  var captions = document.getElementById('promotion-captions').textContent.trim() + '\\n';
  var track = document.querySelector('#promotion-film track');
  track.src = URL.createObjectURL(new Blob([captions], { type: 'text/vtt' }));
  track.track.mode = 'showing';
})();`

/** The whole page; `captions` is the instance's captions file as it is. */
export function promotionPage (texts: PromotionTexts, appName: string, captions: string): string {
  const shopName = escapeHtml(appName)
  const points = texts.points.map(([heading, text]) => `<section class="point"><h2>${heading}</h2><p>${text}</p></section>`).join('\n')
  // The captions file goes into the page exactly as it is stored, to be picked up by the loader.
  return `<!doctype html>
<html lang="${texts.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${texts.title} · ${shopName}</title>
<style>${STYLE}</style></head>
<body>
<header><a class="brand" href="./#/search">${shopName}</a><a class="back" href="./#/search">${texts.back}</a></header>
<main>
<h1>${texts.title}</h1>
<p class="lead">${texts.lead}</p>
<figure>
<video id="promotion-film" controls playsinline preload="metadata" poster="assets/public/videos/promotion-poster.jpg">
<source src="assets/public/videos/promotion.webm" type="video/webm">
<track kind="captions" srclang="en" label="${texts.captionsLabel}" default>
${texts.noVideo}
</video>
<figcaption>${texts.captionsNote}</figcaption>
</figure>
<div class="points">
${points}
</div>
<div class="actions"><a class="primary" href="./#/search">${texts.shop}</a><a class="secondary" href="./#/about">${texts.about}</a></div>
</main>
<script type="text/vtt" id="promotion-captions">
${captions}
</script>
<script>${CAPTION_LOADER}</script>
</body>
</html>`
}
