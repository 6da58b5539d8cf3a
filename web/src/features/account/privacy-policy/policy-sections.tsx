import Link from '@mui/material/Link'
import type { ReactNode } from 'react'
import { HoverWord as W } from './hover-word'

export interface PolicyFacts {
  appName: string
  /** The shop's own protocol and host, e.g. https://juice.shop.test */
  site: string
  contactEmail: string
}

export interface PolicySection { id: string, title: string, body: ReactNode }

/**
 * The policy's legal text. It is binding in English only (docs/decisions.md), so it is written here
 * rather than in the translation files; headings and the surrounding screen are translated.
 */
export function policySections ({ appName, site, contactEmail }: PolicyFacts): PolicySection[] {
  return [
    {
      id: 'a',
      title: 'A. Who we are',
      body: <p><strong>{appName}</strong> runs the online juice shop at <Link href={site}>{site}</Link>. In this policy "<W>we</W>", "us" and "our" mean the team behind {appName}; "you" means anyone who visits the site or shops with us.</p>
    },
    {
      id: 'b',
      title: 'B. What we collect',
      body: <p>We collect <W>only</W> what running a shop needs: the e-mail address and password you register with, the addresses and payment cards you save, your orders, reviews, complaints and photos, and technical data such as the IP address of your last login. We do not buy data about you from anyone.</p>
    },
    {
      id: 'c',
      title: 'C. Why we use it',
      body: <p>We use your data to take and deliver orders, to keep your account safe, to answer your questions and to improve our range. We <W>squeeze</W> every bottle fresh, and we treat your data with the same care: it is used for the purpose it was given for and nothing else.</p>
    },
    {
      id: 'd',
      title: 'D. Cookies and local storage',
      body: <p>Your browser keeps your login token, your basket, your language and a few preferences in cookies and local storage. They are needed for the shop to work. We use no advertising cookies and no tracking by third parties.</p>
    },
    {
      id: 'e',
      title: 'E. Who we share it with',
      body: <p>We share the delivery address with the courier who brings your <W>fruit</W> juice and the payment details with the card issuer that processes the payment. We <W>never</W> sell your data, and we do not share it with anyone else unless the law requires it.</p>
    },
    {
      id: 'f',
      title: 'F. How long we keep it',
      body: <p>We keep your account data while your account exists. Orders and invoices are kept as long as tax and accounting law requires, even after an erasure request; everything else is removed when you ask us to erase your data.</p>
    },
    {
      id: 'g',
      title: 'G. Your rights',
      body: <p>You may see, export, correct or erase your data at any time. Use <em>Request Data Export</em> and <em>Request Data Erasure</em> in the privacy and security menu, or write to us. You may also complain to your data protection authority.</p>
    },
    {
      id: 'h',
      title: 'H. Children',
      body: <p>Our shop is meant for adults. We do not address <W>people</W> under the age of 18 and do not knowingly collect their data. If you believe a child has given us personal data, please contact us and we will delete it.</p>
    },
    {
      id: 'contact',
      title: 'Contact',
      body: <p>Questions about this policy or your data? Write to <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>.</p>
    }
  ]
}
