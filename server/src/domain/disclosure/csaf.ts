import type { ShopConfig } from '../../config.js'
import { notFound } from '../errors.js'

/** The advisories name the shop and its domain, nothing else of it. */
export interface Publisher { config: { application: Pick<ShopConfig['application'], 'name' | 'domain'> } }

/** The one advisory the shop has published, as a CSAF 2.0 security advisory. */
const advisoryId = 'JSHOP-2024-001'
const advisoryFile = '2024/jshop-2024-001.json'
const released = '2024-04-11T09:00:00.000Z'

const publisher = (shop: Publisher): Record<string, string> => ({
  category: 'vendor',
  name: shop.config.application.name,
  namespace: `https://${shop.config.application.domain}`
})

/** The provider metadata a CSAF client starts from (role: publisher, TLP:WHITE distribution). */
export function providerMetadata (shop: Publisher): Record<string, unknown> {
  const base = `https://${shop.config.application.domain}/.well-known/csaf`
  return {
    canonical_url: `${base}/provider-metadata.json`,
    distributions: [{ directory_url: `${base}/white/` }],
    last_updated: released,
    list_on_CSAF_aggregators: false,
    metadata_version: '2.0',
    mirror_on_CSAF_aggregators: false,
    public_openpgp_keys: [],
    publisher: { ...publisher(shop), contact_details: `security@${shop.config.application.domain}` },
    role: 'csaf_publisher'
  }
}

/** The directory's `index.txt` and `changes.csv`: one line per advisory. */
export function csafDirectoryFile (name: string): string {
  if (name === 'index.txt') return `${advisoryFile}\n`
  if (name === 'changes.csv') return `"${advisoryFile}","${released}"\n`
  throw notFound('Advisory file')
}

export function csafAdvisory (shop: Publisher, file: string): Record<string, unknown> {
  if (file !== advisoryFile) throw notFound('Advisory')
  const product = { product_id: 'JSHOP-SERVER-3.8', name: `${shop.config.application.name} server 3.8.0 - 3.8.2` }
  return {
    document: {
      category: 'csaf_security_advisory',
      csaf_version: '2.0',
      distribution: { tlp: { label: 'WHITE' } },
      lang: 'en',
      notes: [{
        category: 'summary',
        title: 'Summary',
        text: 'The server accepted sign-in tokens without a signature. A token whose header names the algorithm "none" was trusted as if it had been signed by the shop, so anyone could write a token for any account.'
      }],
      publisher: publisher(shop),
      references: [{ category: 'self', summary: 'This advisory', url: `https://${shop.config.application.domain}/.well-known/csaf/white/${advisoryFile}` }],
      title: 'Sign-in tokens accepted without signature',
      tracking: {
        current_release_date: released,
        id: advisoryId,
        initial_release_date: released,
        revision_history: [{ date: released, number: '1', summary: 'Initial release.' }],
        status: 'final',
        version: '1'
      }
    },
    product_tree: {
      branches: [{
        category: 'vendor',
        name: shop.config.application.name,
        branches: [{ category: 'product_name', name: 'Juice Shop server', branches: [{ category: 'product_version_range', name: 'vers:semver/>=3.8.0|<=3.8.2', product }] }]
      }]
    },
    vulnerabilities: [{
      cwe: { id: 'CWE-347', name: 'Improper Verification of Cryptographic Signature' },
      notes: [{
        category: 'description',
        title: 'Description',
        text: 'The token library was used with its old default, which reads the algorithm from the token itself. Tokens declaring "none" skipped signature verification entirely.'
      }],
      product_status: { known_affected: [product.product_id] },
      remediations: [{
        category: 'vendor_fix',
        details: 'Verify every token with the one algorithm the shop signs with and refuse all others, "none" included.',
        product_ids: [product.product_id]
      }],
      scores: [{
        cvss_v3: { version: '3.1', vectorString: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:N', baseScore: 9.1, baseSeverity: 'CRITICAL' },
        products: [product.product_id]
      }],
      title: 'Unsigned sign-in tokens accepted'
    }]
  }
}
