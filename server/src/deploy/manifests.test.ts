import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { describe, expect, it } from 'vitest'
import { ROUTE_COOKIE } from '../classroom/cookies.js'
import { clusterSettingsFrom } from '../cluster/cluster.js'
import { parseConfig } from '../config.js'
import { appFolder, benchMiB, dataVolume, livenessPath, port, readinessPath, repoRoot, routingConf } from './expected.js'
import { readYamlObjects, renderKustomization, type K8sObject } from './kustomize.js'
import { environmentReadByServer, mebibytes, validateObject } from './manifest-checks.js'

/*
 * deploy/kubernetes rendered per overlay (kustomize.ts; compared with `kubectl kustomize` where
 * kubectl is installed), every object validated against the Kubernetes schemas (kubernetes-models),
 * and the parts the server depends on checked against the server's own names and paths.
 */
const kubernetes = path.join(repoRoot, 'deploy', 'kubernetes')
const overlays = { single: 1, cluster: 3 } as const
const rendered = Object.fromEntries(Object.keys(overlays).map(name => [name, renderKustomization(path.join(kubernetes, 'overlays', name))])) as Record<keyof typeof overlays, K8sObject[]>
const secret = readYamlObjects(path.join(kubernetes, 'base', 'secret.example.yaml'))[0]
const snippet = readYamlObjects(path.join(kubernetes, 'ingress-nginx', 'http-snippet.yaml'))[0] as unknown as { data: Record<string, string> }

const one = (objects: K8sObject[], kind: string, name?: string): K8sObject => {
  const found = objects.filter(o => o.kind === kind && (name === undefined || o.metadata.name === name))
  expect(found, `${kind} ${name ?? ''}`).toHaveLength(1)
  return found[0]
}
const shopOf = (objects: K8sObject[]): { set: K8sObject, container: Record<string, any> } => {
  const set = one(objects, 'StatefulSet', 'pulp-juice-shop')
  return { set, container: set.spec.template.spec.containers.find((c: { name: string }) => c.name === 'shop') }
}
const envValue = (container: Record<string, any>, name: string): Record<string, any> | undefined => container.env.find((e: { name: string }) => e.name === name)
/** An nginx file's lines less comments and blank lines, each trimmed: what nginx reads of it. */
const directives = (text: string): string[] => text.split('\n').map(line => line.trim()).filter(line => line !== '' && !line.startsWith('#'))
const routing = fs.readFileSync(routingConf, 'utf8')
/** The variable the front hashes on: the one the routing file's last map defines. */
const routeVariable = [...routing.matchAll(/^\s*map\s+\S+\s+(\$\w+)\s*\{/gm)].at(-1)?.[1]

describe.each(Object.entries(overlays))('overlay %s', (overlay, replicas) => {
  const objects = rendered[overlay as keyof typeof overlays]
  const { set, container } = shopOf(objects)
  const pod = set.spec.template.spec

  it('validates every object against the Kubernetes schemas', async () => {
    for (const object of [...objects, secret]) await validateObject(object)
  })

  it('runs the shop with the replica count of the overlay, each with a volume of its own', () => {
    expect(set.spec.replicas).toBe(replicas)
    expect(set.spec.volumeClaimTemplates.map((t: K8sObject) => t.metadata.name)).toEqual(['data'])
    expect(container.volumeMounts.find((m: { name: string }) => m.name === 'data').mountPath).toBe(dataVolume)
    expect(envValue(container, 'DATA_DIR')?.value).toBe(dataVolume)
  })

  it('probes the server on its own port and paths', () => {
    const http = container.ports.find((p: { name: string }) => p.name === 'http')
    expect(http.containerPort).toBe(port)
    expect(envValue(container, 'PORT')?.value).toBe(String(port))
    for (const probe of ['startupProbe', 'livenessProbe', 'readinessProbe']) expect(container[probe].httpGet.port, probe).toBe('http')
    expect(container.startupProbe.httpGet.path).toBe(livenessPath)
    expect(container.livenessProbe.httpGet.path).toBe(livenessPath)
    // Only a replica of a cluster has Redis to be ready for.
    expect(container.readinessProbe.httpGet.path).toBe(replicas > 1 ? readinessPath : livenessPath)
  })

  it('runs as a non-root user on a read-only root file system, writing only the volume and /tmp', () => {
    expect(pod.securityContext.runAsNonRoot).toBe(true)
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0)
    expect(container.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } })
    const writable = container.volumeMounts.filter((m: { readOnly?: boolean }) => m.readOnly !== true).map((m: { mountPath: string }) => m.mountPath).sort()
    expect(writable).toEqual([dataVolume, '/tmp'].sort())
    for (const other of objects.filter(o => o.spec?.template?.spec?.containers !== undefined)) {
      for (const c of other.spec.template.spec.containers) expect(c.securityContext?.readOnlyRootFilesystem, other.metadata.name).toBe(true)
      expect(other.spec.template.spec.securityContext.runAsNonRoot, other.metadata.name).toBe(true)
    }
  })

  it('sets only variables the server reads, secrets from the example Secret', () => {
    // NODE_ENV is read by the configuration library (the profiles), every other name by the server's code.
    const known = new Set([...environmentReadByServer(), 'NODE_ENV'])
    for (const { name, valueFrom } of container.env) {
      expect(known, name).toContain(name)
      const ref = valueFrom?.secretKeyRef
      if (ref !== undefined) {
        expect(ref.name).toBe(secret.metadata.name)
        expect(Object.keys(secret.stringData)).toContain(ref.key)
      }
    }
    expect(Object.keys(secret.stringData).sort()).toEqual(['CLASSROOM_SECRET', 'CTF_KEY', 'TRAINER_PASSWORD'])
    // Only replicas derive the class key from the shared secret; a single process would ignore it.
    const classSecret = envValue(container, 'CLASSROOM_SECRET')?.valueFrom?.secretKeyRef
    expect(classSecret === undefined ? undefined : classSecret.key).toBe(replicas > 1 ? 'CLASSROOM_SECRET' : undefined)
  })

  it('mounts the configuration overlay where the shop reads it, and the overlay is a valid configuration', () => {
    const mount = container.volumeMounts.find((m: { name: string }) => m.name === 'config')
    expect(mount.mountPath).toBe(`${appFolder}/config/local.yml`)
    const map = one(objects, 'ConfigMap', pod.volumes.find((v: { name: string }) => v.name === 'config').configMap.name)
    const overlayText = map.data[mount.subPath] as string
    const layers = ['default.yml', 'classroom.yml'].map(f => parseYaml(fs.readFileSync(path.join(repoRoot, 'config', f), 'utf8')))
    const merged = [...layers, parseYaml(overlayText)].reduce((into, layer) => deepMerge(into, layer), {})
    const config = parseConfig(merged)
    expect(config.classroom.enabled).toBe(true)
    expect(config.server.connections.perClient).toBe(config.server.connections.max)
  })

  it('asks for the memory the bench measured and limits it above a loaded replica with a hostile query', () => {
    const { requests, limits } = container.resources
    expect(mebibytes(requests.memory)).toBeGreaterThanOrEqual(benchMiB.idle200Teams)
    expect(mebibytes(limits.memory)).toBeGreaterThanOrEqual(benchMiB.after20TeamsLoad + benchMiB.containedWorkerPeak)
    expect(mebibytes(limits.memory)).toBeGreaterThanOrEqual(mebibytes(requests.memory))
  })

  it('routes through ingress-nginx with consistent hashing on the team, to the shop\'s endpoints', () => {
    const ingress = one(objects, 'Ingress')
    expect(routeVariable).toBe('$classroom_route')
    expect(ingress.metadata.annotations['nginx.ingress.kubernetes.io/upstream-hash-by']).toBe(routeVariable)
    // A retry on another replica reaches one that does not hold the team.
    expect(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-next-upstream']).toBe('off')
    expect(ingress.spec.ingressClassName).toBe('nginx')
    const backend = ingress.spec.rules[0].http.paths[0].backend.service
    const service = one(objects, 'Service', backend.name)
    expect(service.spec.ports.map((p: { name: string }) => p.name)).toContain(backend.port.name)
    const headless = one(objects, 'Service', set.spec.serviceName)
    expect(headless.spec.clusterIP).toBe('None')
    for (const selector of [service.spec.selector, headless.spec.selector, one(objects, 'PodDisruptionBudget').spec.selector.matchLabels]) {
      expect(set.spec.template.metadata.labels).toMatchObject(selector)
    }
  })

  it('has Redis exactly when it has several replicas, reached by the address REDIS_URL names', () => {
    const redisUrl = envValue(container, 'REDIS_URL')?.value as string | undefined
    if (replicas === 1) {
      expect(redisUrl).toBeUndefined()
      expect(objects.filter(o => o.metadata.name.includes('redis'))).toEqual([])
      return
    }
    const url = new URL(redisUrl as string)
    const service = one(objects, 'Service', url.hostname)
    expect(service.spec.ports.map((p: { port: number }) => p.port)).toContain(Number(url.port))
    const redis = one(objects, 'Deployment', url.hostname)
    expect(redis.spec.template.spec.containers[0].image).toMatch(/^redis:/)
    expect(envValue(container, 'REPLICA_ID')?.valueFrom.fieldRef.fieldPath).toBe('metadata.name')
  })
})

describe('the routing rule (deploy/nginx/classroom-routing.conf)', () => {
  it('is carried by the ingress-nginx controller snippet exactly, directive for directive', () => {
    expect(directives(snippet.data['http-snippet'])).toEqual(directives(routing))
  })

  it('is what the local cluster test\'s upstream hashes on, consistently', () => {
    const localCluster = fs.readFileSync(path.join(repoRoot, 'server/src/cluster/local-cluster.ts'), 'utf8')
    expect(localCluster).toContain("'deploy', 'nginx', 'classroom-routing.conf'")
    expect(/hash\s+(\$\w+)\s+consistent;/.exec(localCluster)?.[1]).toBe(routeVariable)
  })

  it('takes the team segment of the server\'s join path, else the routing cookie the server sets', () => {
    const teamsRouter = fs.readFileSync(path.join(repoRoot, 'server/src/routes/classroom-teams.ts'), 'utf8')
    expect(teamsRouter).toContain("'/rest/classroom/teams/:team/join'")
    const joinPattern = /"~(\^\/rest\/classroom\/teams\/[^"]+)"\s+\$(\w+);/.exec(routing)
    expect(joinPattern).not.toBeNull()
    // nginx's PCRE and JavaScript read this pattern alike (named groups, (?:), anchors).
    const join = new RegExp(joinPattern![1])
    const segment = (uri: string): string | undefined => join.exec(uri)?.groups?.[joinPattern![2]]
    expect(segment('/rest/classroom/teams/Gr%C3%BCne%20F%C3%BCchse/join')).toBe('Gr%C3%BCne%20F%C3%BCchse')
    expect(segment('/rest/classroom/teams/Owls/join?lang=de')).toBe('Owls')
    for (const other of ['/rest/classroom/teams/Owls/joined', '/rest/classroom/teams/Owls/join/x', '/rest/classroom/teams//join', '/x/rest/classroom/teams/Owls/join']) {
      expect(segment(other), other).toBeUndefined()
    }
    expect(routing).toContain(`$cookie_${ROUTE_COOKIE}`)
  })

  it('is served on the probes\' paths by the server', () => {
    const routes = fs.readdirSync(path.join(repoRoot, 'server/src/routes')).map(f => fs.readFileSync(path.join(repoRoot, 'server/src/routes', f), 'utf8')).join('\n')
    for (const probe of [livenessPath, readinessPath]) expect(routes).toContain(`router.get('${probe}'`)
  })
})

describe('the example Secret', () => {
  it('cannot start a replica with its placeholder class secret', () => {
    const env = { REDIS_URL: 'redis://pulp-juice-shop-redis:6379', REPLICA_ID: 'pulp-juice-shop-0', CLASSROOM_SECRET: secret.stringData.CLASSROOM_SECRET }
    expect(() => clusterSettingsFrom(env, true)).toThrow(/CLASSROOM_SECRET/)
    // A secret made as the example's command says is accepted.
    expect(clusterSettingsFrom({ ...env, CLASSROOM_SECRET: 'ab'.repeat(32) }, true)?.replica).toBe('pulp-juice-shop-0')
  })
})

describe('the renderer', () => {
  it('renders like kubectl kustomize, where kubectl is installed', (context) => {
    const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' })
    if (kubectl.status !== 0) { context.skip(); return }
    for (const overlay of Object.keys(overlays) as Array<keyof typeof overlays>) {
      const run = spawnSync('kubectl', ['kustomize', path.join(kubernetes, 'overlays', overlay)], { encoding: 'utf8' })
      expect(run.status, run.stderr).toBe(0)
      const theirs = run.stdout.split(/^---$/m).map(doc => parseYaml(doc) as K8sObject)
      expect(normalise(theirs)).toEqual(normalise(rendered[overlay]))
    }
  })
})

function deepMerge (into: unknown, layer: unknown): unknown {
  const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
  if (!isMap(into) || !isMap(layer)) return layer
  const merged: Record<string, unknown> = { ...into }
  for (const [key, value] of Object.entries(layer)) merged[key] = deepMerge(into[key], value)
  return merged
}

/** Objects sorted by kind and name, lists of named items by name: kubectl orders both its own way. */
function normalise (objects: K8sObject[]): unknown {
  const sortNamed = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const items = value.map(sortNamed)
      return items.every(i => typeof i === 'object' && i !== null && typeof (i as { name?: unknown }).name === 'string')
        ? [...items].sort((a, b) => String((a as { name: string }).name).localeCompare((b as { name: string }).name))
        : items
    }
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sortNamed(v)]))
    return value
  }
  return [...objects].sort((a, b) => `${a.kind}/${a.metadata.name}`.localeCompare(`${b.kind}/${b.metadata.name}`)).map(sortNamed)
}
