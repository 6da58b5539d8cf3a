// The Citrus Keychain's 3D-print file: an ASCII STL of a slice (a flat disc) with a ring for the
// key chain, built from triangles here.

const facet = (a, b, c) => {
  const [ux, uy, uz] = [b[0] - a[0], b[1] - a[1], b[2] - a[2]]
  const [vx, vy, vz] = [c[0] - a[0], c[1] - a[1], c[2] - a[2]]
  const n = [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx]
  const len = Math.hypot(...n) || 1
  const f = v => v.map(x => x.toFixed(4)).join(' ')
  return `  facet normal ${f(n.map(x => x / len))}\n    outer loop\n      vertex ${f(a)}\n      vertex ${f(b)}\n      vertex ${f(c)}\n    endloop\n  endfacet\n`
}

/** A closed cylinder of `segments` sides, centred at (cx, cy), from z0 to z1. */
function cylinder (cx, cy, r, z0, z1, segments) {
  let out = ''
  for (let i = 0; i < segments; i++) {
    const a0 = (i / segments) * Math.PI * 2
    const a1 = ((i + 1) / segments) * Math.PI * 2
    const p0 = [cx + r * Math.cos(a0), cy + r * Math.sin(a0)]
    const p1 = [cx + r * Math.cos(a1), cy + r * Math.sin(a1)]
    out += facet([cx, cy, z1], [...p0, z1], [...p1, z1])
    out += facet([cx, cy, z0], [...p1, z0], [...p0, z0])
    out += facet([...p0, z0], [...p1, z0], [...p1, z1])
    out += facet([...p0, z0], [...p1, z1], [...p0, z1])
  }
  return out
}

export function drawPrintFile () {
  return 'solid citrus_keychain_v3\n' +
    cylinder(0, 0, 20, 0, 3, 40) +
    cylinder(0, 23, 4, 0, 2, 16) +
    'endsolid citrus_keychain_v3\n'
}
