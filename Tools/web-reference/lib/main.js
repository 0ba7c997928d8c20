'use strict'
// The commands of Tools/web-reference/web-reference (see its README.md).
const fs = require('fs')
const path = require('path')
const clock = require('./clock')
const cases = require('./cases')
const glue = require('./glue')
const bundler = require('./bundle')
const batchRunner = require('./batch')
const { Draw, household, instant } = require('./generate')

function options(argv) {
  const found = { _: [] }
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]
    if (!word.startsWith('--')) {
      found._.push(word)
      continue
    }
    const [key, inline] = word.slice(2).split(/=(.*)/s)
    if (inline !== undefined) found[key] = inline
    else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) found[key] = argv[++i]
    else found[key] = true
  }
  return found
}

function fail(message, status = 2) {
  process.stderr.write(`web-reference: ${message}\n`)
  process.exit(status)
}

function webApp(given) {
  if (!given || given === true) fail('give --web-app PATH: a checkout of github.com/Nekopan-Lab/quick-tax at any commit')
  if (!fs.existsSync(path.join(given, 'src', 'calculators'))) fail(`${given} has no src/calculators: not a checkout of the QuickTax web app`)
  return path.resolve(given)
}

/** Refuses a checkout whose glue files this tool has not read, unless --accept-glue. */
function checkGlue(folder, accepted) {
  const problems = glue.unverifiedGlue(folder)
  if (problems.length && !accepted) {
    fail(`the app's own glue changed, so the restatement in lib/glue.js may be wrong:\n  ${problems.join('\n  ')}\n` +
      'Read those files, update lib/glue.js (and its VERIFIED hashes), or pass --accept-glue once you have.')
  }
}

function writeOut(file, text) {
  if (!file || file === true) fail('give --out FILE')
  fs.writeFileSync(file, text)
}

/** The tax years the checkout's tables have: 2025, and 2026 where its constants know it. */
function supportedYears(calculators) {
  return [2025, 2026].filter((year) => {
    const deduction = calculators.federal.getFederalStandardDeduction && calculators.federal.getFederalStandardDeduction(year, 'single')
    return typeof deduction === 'number' && deduction > 0
  })
}

function zoneSlug(zone) {
  return zone.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase()
}

/** Scenario cases: fresh (seeded) or the inputs and clocks of an existing case file, re-run. */
function scenarios(argv) {
  const folder = webApp(argv['web-app'])
  checkGlue(folder, argv['accept-glue'])
  const calculators = bundler.load(folder)
  clock.install()
  const zone = process.env.TZ || 'UTC'
  let plans
  if (argv.inputs) {
    plans = JSON.parse(fs.readFileSync(argv.inputs, 'utf8')).map((c) => ({ name: c.name, now: c.clock.now, input: c.input }))
  } else {
    const seed = Number(argv.seed || 1)
    const count = Number(argv.count || 1000)
    if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1) fail('--seed and --count take whole numbers (count at least 1)')
    const draw = new Draw(seed)
    const years = supportedYears(calculators)
    const messyShare = argv.messy === undefined ? 0.2 : Number(argv.messy)
    plans = Array.from({ length: count }, (_, i) => {
      const input = household(draw, years, draw.chance(messyShare))
      return { name: cases.caseName(`gen-${zoneSlug(zone)}-s${seed}`, i, 4), now: instant(draw, input.taxYear), input }
    })
  }
  const written = plans.map(({ name, now, input }) => {
    clock.pin(now)
    return { name, clock: { now, timeZone: zone }, input, expected: cases.asJSON(glue.expected(calculators, input)) }
  })
  writeOut(argv.out, cases.write(written))
  process.stderr.write(`${written.length} cases, time zone ${zone}, years ${[...new Set(written.map((c) => c.input.taxYear))].join(', ')}\n`)
}

async function suite(argv) {
  const folder = webApp(argv['web-app'])
  const { run } = require('./suite')
  const log = console.log
  if (!argv.verbose) console.log = () => {}  // the suite's own debugging output
  const result = await run(folder)
  console.log = log
  writeOut(argv.out, cases.write(result.calls))
  const passed = result.tests.filter((t) => t.passed).length
  for (const test of result.tests.filter((t) => !t.passed)) process.stderr.write(`FAIL ${test.path}: ${test.error}\n`)
  process.stderr.write(`${result.files.length} test files, ${result.tests.length} tests ran, ${passed} passed; ${result.calls.length} calculator calls recorded\n`)
  if (passed !== result.tests.length) process.exitCode = 1
}

function bundle(argv) {
  const folder = webApp(argv['web-app'])
  checkGlue(folder, argv['accept-glue'])
  if (!argv.out || argv.out === true) fail('give --out FILE.js')
  const modules = bundler.bundle(folder, path.resolve(argv.out))
  process.stderr.write(`${argv.out}: ${modules.join(', ')}\n`)
}

/** The calculators: a bundle made before by `bundle` (`--calculators FILE.js`), else bundled now. */
function calculatorsOf(argv, folder) {
  if (argv.calculators === undefined) return bundler.load(folder)
  if (argv.calculators === true || !fs.existsSync(argv.calculators)) fail('--calculators takes a file that `bundle` wrote')
  return require(path.resolve(argv.calculators))
}

/**
 * The web app's batch: one household per JSON line in (the state plus `asOf` and `timeZone`, as
 * `quicktax estimate --batch` reads), one line out with what `--output web` writes, streaming.
 * `--warm-up N` computes the first N households unwritten first; `--report-cpu` then says on
 * standard error the CPU time of the pass that writes (lib/batch.js).
 */
function batch(argv) {
  const folder = webApp(argv['web-app'])
  checkGlue(folder, argv['accept-glue'])
  const calculators = calculatorsOf(argv, folder)
  const file = argv.households === true ? undefined : argv.households
  const warmUp = Number(argv['warm-up'] || 0)
  if (!Number.isInteger(warmUp) || warmUp < 0) fail('--warm-up takes a whole number of households')
  if (warmUp > 0 && file === undefined) fail('--warm-up reads the households twice: give --households FILE')
  const { households, cpuMicroseconds } = batchRunner.run(calculators, file, (text) => process.stdout.write(text), warmUp)
  if (argv['report-cpu']) process.stderr.write(`cpu ${cpuMicroseconds} µs, ${households} households, warm-up ${warmUp}\n`)
}

/** The engine alone: calculateComprehensiveTax and the suggestions on each household, N rounds. */
function engine(argv) {
  const folder = webApp(argv['web-app'])
  checkGlue(folder, argv['accept-glue'])
  const calculators = calculatorsOf(argv, folder)
  clock.install()
  const states = fs.readFileSync(argv.households, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l))
  const rounds = Number(argv.rounds || 20)
  let sink = 0
  const time = () => process.cpuUsage().user + process.cpuUsage().system
  for (const state of states) glue.expected(calculators, state)  // warm up
  const start = time()
  for (let round = 0; round < rounds; round++) {
    for (const state of states) {
      clock.pin(state.asOf || null)
      sink += glue.expected(calculators, state).result.federalTax.totalTax
    }
  }
  const micros = (time() - start) / (rounds * states.length)
  process.stdout.write(`${micros.toFixed(2)} µs CPU per household (${states.length} households × ${rounds} rounds; checksum ${sink})\n`)
}

const COMMANDS = { bundle, suite, scenarios, batch, engine }

async function main() {
  const [command, ...rest] = process.argv.slice(2)
  if (!COMMANDS[command]) fail(`unknown command ${command || '(none)'}; use bundle, suite, scenarios, batch, engine, check, bench or test`, 64)
  await COMMANDS[command](options(rest))
}

main().catch((error) => fail(error.message, 1))
