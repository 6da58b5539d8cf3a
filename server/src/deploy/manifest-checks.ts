import fs from 'node:fs'
import path from 'node:path'
import { repoRoot } from './expected.js'
import type { K8sObject } from './kustomize.js'

/** Validates one object against its Kubernetes schema (kubernetes-models); throws with the schema's complaint. */
export async function validateObject (object: K8sObject): Promise<void> {
  const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : [undefined, object.apiVersion]
  const module = `kubernetes-models/${group === undefined ? '' : `${group}/`}${version}/${object.kind}`
  const models = await import(module) as Record<string, new (data: unknown) => { validate: () => void }>
  const Model = models[object.kind]
  if (Model === undefined) throw new Error(`No schema for ${object.apiVersion} ${object.kind}`)
  try {
    new Model(object).validate()
  } catch (error) {
    throw new Error(`${object.kind}/${object.metadata.name}: ${String(error)}`)
  }
}

/** Environment variables the server's own code reads (`process.env.X`, `env.X`), tests left out. */
export function environmentReadByServer (): Set<string> {
  const names = new Set<string>()
  const folder = path.join(repoRoot, 'server', 'src')
  for (const file of fs.readdirSync(folder, { recursive: true }) as string[]) {
    if (!/\.ts$/.test(file) || /\.test\.ts$|image-test\.ts$|^test-support\/|^deploy\//.test(file)) continue
    for (const match of fs.readFileSync(path.join(folder, file), 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g)) names.add(match[1])
  }
  return names
}

const UNITS: Record<string, number> = { Ki: 1 / 1024, Mi: 1, Gi: 1024 }
/** A Kubernetes memory quantity (`512Mi`, `1Gi`) in MiB. */
export function mebibytes (quantity: string): number {
  const match = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi)$/.exec(quantity)
  if (match === null) throw new Error(`Unexpected memory quantity ${quantity}`)
  return Number(match[1]) * UNITS[match[2]]
}
