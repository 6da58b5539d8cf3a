import path from 'node:path'
import { projectRoot } from '../paths.js'

/*
 * What the image and the manifests must agree on with the server. The paths and names are the
 * server's; the deploy tests check the Dockerfile and every rendered manifest against them.
 */
export const repoRoot = projectRoot
export const dockerfile = path.join(repoRoot, 'Dockerfile')
export const recipeScript = 'scripts/image/build-app.sh'
/** Where the build stage assembles the runtime folder and the runtime stage runs it. */
export const appFolder = '/app'
/** The data volume: the only place the shop writes besides /tmp (DATA_DIR). */
export const dataVolume = '/data'
export const port = 3000
/** Answered in either mode (the classroom lobby serves it without a team): the liveness probe. */
export const livenessPath = '/rest/admin/application-version'
/**
 * Readiness of a cluster replica (503 `not_ready` until it has reached Redis): the cluster
 * overlay's probe. A single replica has no Redis and is ready when it answers at all.
 */
export const readinessPath = '/rest/classroom/ready'
/** The routing rule of the front, for the local cluster test and (copied) for ingress-nginx. */
export const routingConf = path.join(repoRoot, 'deploy', 'nginx', 'classroom-routing.conf')

/**
 * The bench figures the pod's resources are sized from (issue 22's closing bench, 2-core machine;
 * docs/scale-out.md): RSS after start, with 200 idle teams, after 20 teams' load, and the peak of
 * the contained worker that runs a hostile query (docs/architecture.md, "Containment").
 */
export const benchMiB = { start: 98, idle200Teams: 177, after20TeamsLoad: 303, containedWorkerPeak: 330 }
