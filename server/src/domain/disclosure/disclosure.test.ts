import { describe, expect, it } from 'vitest'
import { csafAdvisory, csafDirectoryFile, providerMetadata } from './csaf.js'
import { securityTxt } from './security-txt.js'

/** The disclosure documents read only the shop's name, domain and clock. */
const shopAt = (now: string) => ({
  config: { application: { name: 'Orange Shop', domain: 'orange.example' } },
  clock: { now: () => new Date(now) }
})
const shop = shopAt('2026-11-23T15:30:00Z')
const advisoryFile = '2024/jshop-2024-001.json'

describe('security.txt', () => {
  it('names contact, languages, policy, its canonical place, the CSAF provider and hiring, in RFC 9116 lines', () => {
    expect(securityTxt(shop).split('\n')).toEqual([
      '# Security contact of Orange Shop. Please report weaknesses privately first;',
      '# we answer within five working days and credit every reporter who wants it.',
      'Contact: mailto:security@orange.example',
      'Expires: 2027-05-24T00:00:00Z',
      'Preferred-Languages: en, de',
      'Policy: https://orange.example/#/privacy-security/privacy-policy',
      'Canonical: https://orange.example/.well-known/security.txt',
      'CSAF: https://orange.example/.well-known/csaf/provider-metadata.json',
      'Hiring: https://orange.example/#/about',
      ''
    ])
  })

  it('expires 182 days ahead, at the start of that day (UTC)', () => {
    expect(securityTxt(shopAt('2026-01-01T23:59:59Z'))).toContain('\nExpires: 2026-07-02T00:00:00Z\n')
  })
})

describe('CSAF provider metadata', () => {
  it('points CSAF clients to the TLP:WHITE directory of a vendor publisher', () => {
    expect(providerMetadata(shop)).toEqual({
      canonical_url: 'https://orange.example/.well-known/csaf/provider-metadata.json',
      distributions: [{ directory_url: 'https://orange.example/.well-known/csaf/white/' }],
      last_updated: '2024-04-11T09:00:00.000Z',
      list_on_CSAF_aggregators: false,
      metadata_version: '2.0',
      mirror_on_CSAF_aggregators: false,
      public_openpgp_keys: [],
      publisher: { category: 'vendor', name: 'Orange Shop', namespace: 'https://orange.example', contact_details: 'security@orange.example' },
      role: 'csaf_publisher'
    })
  })
})

describe('CSAF directory', () => {
  it('lists the one advisory in index.txt and changes.csv, and nothing else', () => {
    expect(csafDirectoryFile('index.txt')).toBe(`${advisoryFile}\n`)
    expect(csafDirectoryFile('changes.csv')).toBe(`"${advisoryFile}","2024-04-11T09:00:00.000Z"\n`)
    for (const name of ['index.html', 'changes.txt', '']) expect(() => csafDirectoryFile(name), name).toThrow('Advisory file not found')
  })
})

describe('the CSAF advisory', () => {
  // Built inside each test, not while the file is collected: the mutation run switches its mutant on per test.
  const advisory = (): { document: Record<string, unknown>, product_tree: unknown, vulnerabilities: unknown[] } => csafAdvisory(shop, advisoryFile) as never
  const product = { product_id: 'JSHOP-SERVER-3.8', name: 'Orange Shop server 3.8.0 - 3.8.2' }

  it('is a final TLP:WHITE security advisory of the shop about unsigned tokens', () => {
    expect(advisory().document).toEqual({
      category: 'csaf_security_advisory',
      csaf_version: '2.0',
      distribution: { tlp: { label: 'WHITE' } },
      lang: 'en',
      notes: [{
        category: 'summary',
        title: 'Summary',
        text: 'The server accepted sign-in tokens without a signature. A token whose header names the algorithm "none" was trusted as if it had been signed by the shop, so anyone could write a token for any account.'
      }],
      publisher: { category: 'vendor', name: 'Orange Shop', namespace: 'https://orange.example' },
      references: [{ category: 'self', summary: 'This advisory', url: `https://orange.example/.well-known/csaf/white/${advisoryFile}` }],
      title: 'Sign-in tokens accepted without signature',
      tracking: {
        current_release_date: '2024-04-11T09:00:00.000Z',
        id: 'JSHOP-2024-001',
        initial_release_date: '2024-04-11T09:00:00.000Z',
        revision_history: [{ date: '2024-04-11T09:00:00.000Z', number: '1', summary: 'Initial release.' }],
        status: 'final',
        version: '1'
      }
    })
  })

  it('names the affected server versions', () => {
    expect(advisory().product_tree).toEqual({
      branches: [{
        category: 'vendor',
        name: 'Orange Shop',
        branches: [{ category: 'product_name', name: 'Juice Shop server', branches: [{ category: 'product_version_range', name: 'vers:semver/>=3.8.0|<=3.8.2', product }] }]
      }]
    })
  })

  it('describes the weakness, its fix and its critical score', () => {
    expect(advisory().vulnerabilities).toEqual([{
      cwe: { id: 'CWE-347', name: 'Improper Verification of Cryptographic Signature' },
      notes: [{
        category: 'description',
        title: 'Description',
        text: 'The token library was used with its old default, which reads the algorithm from the token itself. Tokens declaring "none" skipped signature verification entirely.'
      }],
      product_status: { known_affected: ['JSHOP-SERVER-3.8'] },
      remediations: [{
        category: 'vendor_fix',
        details: 'Verify every token with the one algorithm the shop signs with and refuse all others, "none" included.',
        product_ids: ['JSHOP-SERVER-3.8']
      }],
      scores: [{
        cvss_v3: { version: '3.1', vectorString: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:N', baseScore: 9.1, baseSeverity: 'CRITICAL' },
        products: ['JSHOP-SERVER-3.8']
      }],
      title: 'Unsigned sign-in tokens accepted'
    }])
  })

  it('is found under its own file name only', () => {
    for (const file of ['2024/jshop-2024-002.json', 'jshop-2024-001.json', `${advisoryFile}.asc`]) expect(() => csafAdvisory(shop, file), file).toThrow('Advisory not found')
  })
})
