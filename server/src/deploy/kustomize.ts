import fs from 'node:fs'
import path from 'node:path'
import { parseAllDocuments } from 'yaml'

/**
 * Renders a Kustomize folder the way `kubectl apply -k` does, for the few features
 * deploy/kubernetes uses: `resources` (files and other kustomization folders) and `patches` given
 * by path, applied as strategic merge patches to the object of the same kind and name. Anything
 * else in a kustomization is refused, so a manifest using more than this fails the test instead of
 * being rendered wrong. Where kubectl is installed, manifests.test.ts compares the two renderings.
 * See docs/decisions.md for why this is not the kustomize binary.
 */
export type K8sObject = Record<string, any> & { apiVersion: string, kind: string, metadata: Record<string, any> & { name: string } }

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'patches'])
/** Lists merged item by item, by this key, in a strategic merge patch (as Kubernetes' schema declares them). */
const MERGE_KEYS: Record<string, string> = { containers: 'name', initContainers: 'name', env: 'name', volumes: 'name', volumeMounts: 'mountPath', ports: 'containerPort', volumeClaimTemplates: 'metadata.name' }

export function readYamlObjects (file: string): K8sObject[] {
  return parseAllDocuments(fs.readFileSync(file, 'utf8')).map(doc => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0].message}`)
    return doc.toJS() as K8sObject
  }).filter(object => object !== null)
}

export function renderKustomization (folder: string): K8sObject[] {
  const kustomization = readYamlObjects(path.join(folder, 'kustomization.yaml'))[0] as Record<string, unknown>
  const unsupported = Object.keys(kustomization).filter(key => !SUPPORTED.has(key))
  if (unsupported.length > 0) throw new Error(`${folder}/kustomization.yaml uses ${unsupported.join(', ')}, which this renderer does not know`)
  const objects: K8sObject[] = []
  for (const resource of (kustomization.resources ?? []) as string[]) {
    const target = path.join(folder, resource)
    objects.push(...(fs.statSync(target).isDirectory() ? renderKustomization(target) : readYamlObjects(target)))
  }
  for (const patch of (kustomization.patches ?? []) as Array<Record<string, unknown>>) {
    if (typeof patch.path !== 'string' || Object.keys(patch).length !== 1) throw new Error(`${folder}: only patches given by path are supported`)
    for (const change of readYamlObjects(path.join(folder, patch.path))) {
      const index = objects.findIndex(o => o.kind === change.kind && o.metadata.name === change.metadata.name)
      if (index < 0) throw new Error(`${folder}: patch ${patch.path} matches no ${change.kind} named ${change.metadata.name}`)
      objects[index] = strategicMerge(objects[index], change) as K8sObject
    }
  }
  const names = objects.map(o => `${o.kind}/${o.metadata.name}`)
  const twice = names.filter((name, i) => names.indexOf(name) !== i)
  if (twice.length > 0) throw new Error(`${folder}: ${twice.join(', ')} defined twice`)
  return objects
}

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const keyOf = (item: unknown, key: string): unknown => key.split('.').reduce<unknown>((value, part) => isMap(value) ? value[part] : undefined, item)

/** Maps merged key by key, keyed lists item by item, every other value replaced by the patch's. */
export function strategicMerge (base: unknown, patch: unknown, field = ''): unknown {
  if (isMap(patch) && '$patch' in patch) throw new Error(`$patch directives are not supported (${field})`)
  if (isMap(base) && isMap(patch)) {
    const merged: Record<string, unknown> = { ...base }
    for (const [key, value] of Object.entries(patch)) merged[key] = key in base ? strategicMerge(base[key], value, key) : value
    return merged
  }
  const mergeKey = MERGE_KEYS[field]
  if (Array.isArray(base) && Array.isArray(patch) && mergeKey !== undefined) {
    const merged = [...base]
    for (const item of patch) {
      const at = merged.findIndex(existing => keyOf(existing, mergeKey) === keyOf(item, mergeKey))
      if (at < 0) merged.push(item)
      else merged[at] = strategicMerge(merged[at], item)
    }
    return merged
  }
  return patch
}
