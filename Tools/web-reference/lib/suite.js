'use strict'
// `suite`: the web app's own test files run under our vitest shim, every call the tests make into
// a calculator recorded with its arguments and return value (the outermost call only: what the
// test itself called, not what that function calls in turn), in web-suite-calls.json's format.
const fs = require('fs')
const os = require('os')
const path = require('path')
const Module = require('module')
const { runEsbuild } = require('./bundle')
const clock = require('./clock')
const cases = require('./cases')

function filesUnder(folder, test) {
  if (!fs.existsSync(folder)) return []
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    return entry.isDirectory() ? filesUnder(full, test) : test(entry.name) ? [full] : []
  })
}

/**
 * Transpiles the checkout's TypeScript (src and tests) module by module into `out`, so that every
 * import stays a `require` this runner can see — and so wrap.
 */
function transpile(webApp, out) {
  const sources = [...filesUnder(path.join(webApp, 'src'), (name) => name.endsWith('.ts') && !name.endsWith('.d.ts')),
    ...filesUnder(path.join(webApp, 'tests'), (name) => name.endsWith('.ts'))]
  runEsbuild([...sources, `--outdir=${out}`, `--outbase=${webApp}`, '--format=cjs', '--platform=node', '--target=node18', '--log-level=warning'])
  return filesUnder(path.join(out, 'tests'), (name) => name.endsWith('.test.js')).sort()
}

/** Resolves the suite's own names: `vitest` is the shim, `@/…` the app's src, jest-dom nothing. */
function installResolver(out) {
  const shim = require.resolve('./vitest-shim')
  const empty = path.join(out, '.empty.js')
  fs.writeFileSync(empty, '')
  const resolve = Module._resolveFilename
  Module._resolveFilename = function (request, parent, ...rest) {
    if (request === 'vitest') return shim
    if (request.startsWith('@testing-library/')) return empty
    if (request.startsWith('@/')) return resolve.call(this, path.join(out, 'src', request.slice(2)), parent, ...rest)
    return resolve.call(this, request, parent, ...rest)
  }
}

/**
 * Every module under src/calculators is handed out wrapped: a call from outside the calculators
 * (depth 0) is recorded. The modules call each other through these wrappers too, so the depth
 * counter keeps the inner calls out.
 */
function installRecorder(out, recorder) {
  const calculators = path.join(out, 'src', 'calculators') + path.sep
  const wrapped = new Map()
  let depth = 0
  const load = Module.prototype.require
  Module.prototype.require = function (request) {
    const exports = load.call(this, request)
    const file = Module._resolveFilename(request, this)
    if (!file.startsWith(calculators)) return exports
    if (!wrapped.has(file)) {
      const module = path.relative(path.join(out, 'src'), file).replace(/\.js$/, '').split(path.sep).join('/')
      const proxy = {}
      for (const [name, value] of Object.entries(exports)) {
        proxy[name] = typeof value !== 'function' ? value : function (...args) {
          if (depth > 0 || !recorder.test) return value.apply(this, args)
          const call = { function: name, module, args: cases.asJSON(args) }
          const now = clock.nowISO()
          depth += 1
          try {
            const result = value.apply(this, args)
            recorder.calls.push({ test: recorder.test, clock: { now, timeZone: process.env.TZ || 'UTC' }, call, expected: cases.asJSON(result) })
            return result
          } finally {
            depth -= 1
          }
        }
      }
      wrapped.set(file, proxy)
    }
    return wrapped.get(file)
  }
}

/** Runs the suite of the checkout at `webApp`: { calls, tests: [{path, passed, error}] }. */
async function run(webApp) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'quicktax-suite-'))
  try {
    const testFiles = transpile(webApp, out)
    clock.install()
    installResolver(out)
    const recorder = { test: null, calls: [] }
    installRecorder(out, recorder)
    const shim = require('./vitest-shim')
    const tests = []
    for (const file of testFiles) {
      require(file)
      tests.push(...(await shim.runCollected((name) => (recorder.test = name))))
      recorder.test = null
    }
    const calls = recorder.calls.map((call, index) => ({ name: cases.caseName('web-suite', index, 3), ...call }))
    return { calls, tests, files: testFiles.map((file) => path.relative(out, file)) }
  } finally {
    fs.rmSync(out, { recursive: true, force: true })
  }
}

module.exports = { run, transpile }
