/**
 * JavaScript evaluated inside QuickJS before the player's code: a Node-looking `process`,
 * `require`, `child_process` and `fs` that answer with canned output and report every use through
 * `record` (a host function passed in, never left on the global object). Nothing here reaches the
 * real process: QuickJS has no I/O of its own and the host exposes only `record`.
 */
export const DECOY_PRELUDE = String.raw`(function (record) {
  'use strict'
  var idOutput = 'uid=1001(pulp) gid=1001(pulp) groups=1001(pulp)\n'
  var passwd = [
    'root:x:0:0:root:/root:/bin/bash',
    'daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin',
    'www-data:x:33:33:www-data:/var/www:/usr/sbin/nologin',
    'pulp:x:1001:1001:Pulp Juice Shop:/home/pulp:/bin/sh',
    ''
  ].join('\n')
  function reached (name, value) { record(name); return value }
  function fakeChild () {
    var stream = { on: function () { return stream }, pipe: function () { return stream }, setEncoding: function () { return stream } }
    return { pid: 4711, stdout: stream, stderr: stream, on: function () { return this }, kill: function () { return true } }
  }
  function withCallback (args, values) {
    var callback = args[args.length - 1]
    if (typeof callback === 'function') callback.apply(null, values)
  }
  var childProcess = {
    exec: function () { record('child_process.exec'); withCallback(arguments, [null, idOutput, '']); return fakeChild() },
    execFile: function () { record('child_process.execFile'); withCallback(arguments, [null, idOutput, '']); return fakeChild() },
    execSync: function () { return reached('child_process.execSync', idOutput) },
    execFileSync: function () { return reached('child_process.execFileSync', idOutput) },
    spawn: function () { return reached('child_process.spawn', fakeChild()) },
    fork: function () { return reached('child_process.fork', fakeChild()) },
    spawnSync: function () {
      return reached('child_process.spawnSync', { pid: 4711, status: 0, signal: null, stdout: idOutput, stderr: '', output: [null, idOutput, ''] })
    }
  }
  var fs = {
    readFileSync: function () { return reached('fs.readFileSync', passwd) },
    readFile: function () { record('fs.readFile'); withCallback(arguments, [null, passwd]) },
    existsSync: function () { return reached('fs.existsSync', true) },
    readdirSync: function () { return reached('fs.readdirSync', ['package.json', 'server', 'web', 'data']) },
    writeFileSync: function () { record('fs.writeFileSync') },
    writeFile: function () { record('fs.writeFile'); withCallback(arguments, [null]) }
  }
  var modules = { child_process: childProcess, fs: fs }
  function require (name) {
    var key = String(name).replace(/^node:/, '')
    record('require(' + key + ')')
    if (Object.prototype.hasOwnProperty.call(modules, key)) return modules[key]
    var error = new Error("Cannot find module '" + name + "'")
    error.code = 'MODULE_NOT_FOUND'
    throw error
  }
  var env = {
    NODE_ENV: 'production',
    HOME: '/home/pulp',
    USER: 'pulp',
    PATH: '/usr/local/bin:/usr/bin:/bin',
    PWD: '/srv/pulp-juice-shop'
  }
  var mainModule = { id: '.', filename: '/srv/pulp-juice-shop/server/dist/main.js', loaded: true, require: require }
  var process = {
    get env () { return reached('process.env', env) },
    get mainModule () { return reached('process.mainModule', mainModule) },
    cwd: function () { return reached('process.cwd', '/srv/pulp-juice-shop') },
    exit: function () { record('process.exit') },
    kill: function () { return reached('process.kill', true) },
    getuid: function () { return reached('process.getuid', 1001) },
    binding: function () { record('process.binding'); throw new Error('No such module') },
    version: 'v20.19.0',
    versions: { node: '20.19.0', v8: '11.3.244.8-node.26' },
    platform: 'linux',
    arch: 'x64',
    pid: 4711,
    argv: ['/usr/local/bin/node', '/srv/pulp-juice-shop/server/dist/main.js']
  }
  globalThis.process = process
  globalThis.require = require
  globalThis.global = globalThis
  globalThis.module = { exports: {}, require: require }
})`
