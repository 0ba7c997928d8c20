'use strict'
// The tool's own logic, without the web app or the network: `node --test Tools/web-reference/test/`.
const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('fs')
const os = require('os')
const path = require('path')
const { spawnSync } = require('child_process')

const lib = path.join(__dirname, '..', 'lib')
const cases = require(path.join(lib, 'cases'))
const clock = require(path.join(lib, 'clock'))
const glue = require(path.join(lib, 'glue'))
const { Draw, household, instant } = require(path.join(lib, 'generate'))

test('cases: values as JSON.stringify writes them', () => {
  assert.deepEqual(cases.asJSON({ max: Infinity, rate: NaN, gone: undefined, list: [1, undefined] }), { max: null, rate: null, list: [1, null] })
  assert.equal(cases.asJSON(undefined), null)
  assert.equal(cases.caseName('web-suite', 7, 3), 'web-suite-007')
  assert.equal(cases.write([{ a: 1 }, { b: 2 }]), '[\n{"a":1},\n{"b":2}\n]\n')
})

test('cases: compared as Fixtures/golden/README.md says (half a cent, absent keys skipped)', () => {
  assert.deepEqual(cases.differences({ a: 1.004, b: 'x' }, { a: 1, b: 'x', extra: 3 }), [])
  assert.deepEqual(cases.differences({ a: 1.006 }, { a: 1 }), [{ path: 'a', expected: 1.006, actual: 1 }])
  assert.equal(cases.differences({ list: [1, 2] }, { list: [1] }).length, 1)
  assert.deepEqual(cases.differences({ a: { b: [0, 5] } }, { a: { b: [0, 6] } }), [{ path: 'a.b[1]', expected: 5, actual: 6 }])
})

test('clock: new Date() and Date.now() give the pinned instant; dates with arguments are untouched', () => {
  clock.install()
  clock.pin('2025-06-15T08:12:03.114Z')
  assert.equal(new Date().toISOString(), '2025-06-15T08:12:03.114Z')
  assert.equal(Date.now(), Date.parse('2025-06-15T08:12:03.114Z'))
  assert.equal(new Date('2025-01-01').toISOString(), '2025-01-01T00:00:00.000Z')
  assert.equal(new Date(2025, 0, 31).getMonth(), 0)
  assert.ok(new Date() instanceof Date)
  assert.throws(() => clock.pin('not a date'))
})

test('generate: the same seed gives the same households; every mode, status and messy text appear', () => {
  const draw = (seed) => {
    const d = new Draw(seed)
    return Array.from({ length: 300 }, () => {
      const input = household(d, [2025, 2026], d.chance(0.3))
      return { input, now: instant(d, input.taxYear) }
    })
  }
  assert.deepEqual(draw(7), draw(7))
  assert.notDeepEqual(draw(7), draw(8))
  const all = draw(7)
  const text = JSON.stringify(all)
  for (const seen of ['"simple"', '"detailed"', '"single"', '"marriedFilingJointly"', '"monthly"', 'futureRSUVests":[{', '"$', 'abc"', ',']) {
    assert.ok(text.includes(seen), seen)
  }
  assert.deepEqual([...new Set(all.map((c) => c.input.taxYear))].sort(), [2025, 2026])
  assert.ok(all.every((c) => Number(c.now.slice(0, 4)) - c.input.taxYear <= 1))
  const onlyOld = new Draw(1)
  assert.ok(Array.from({ length: 50 }, () => household(onlyOld, [2025], false).taxYear).every((year) => year === 2025))
})

test('glue: git blob hashes, refusing an unread Summary.tsx, and the Summary step\'s sums', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'glue-'))
  fs.writeFileSync(path.join(folder, 'hello'), 'hello\n')
  assert.equal(glue.blobHash(path.join(folder, 'hello')), 'ce013625030ba8dba906f756967f9e9ca394464a')
  fs.mkdirSync(path.join(folder, 'src/components/steps'), { recursive: true })
  fs.writeFileSync(path.join(folder, 'src/components/steps/Summary.tsx'), 'changed\n')
  const problems = glue.unverifiedGlue(folder)
  assert.equal(problems.length, 2)
  assert.match(problems.join('\n'), /src\/App\.tsx is missing/)
  assert.match(problems.join('\n'), /Summary\.tsx is blob [0-9a-f]{7}, not a version this tool has read/)
  const calls = []
  const fake = {
    orchestrator: {
      calculateComprehensiveTax: (...args) => (calls.push(['tax', ...args]), { federalTax: { owedOrRefund: 1000 }, californiaTax: { owedOrRefund: -50 } }),
      calculateFederalEstimatedPayments: (...args) => (calls.push(['federal', args[0]]), ['f']),
      calculateCaliforniaEstimatedPayments: (...args) => (calls.push(['california', args[0]]), ['c']),
    },
  }
  const state = {
    taxYear: 2025, filingStatus: 'single', includeCaliforniaTax: true, deductions: {}, userIncome: {}, spouseIncome: {},
    estimatedPayments: { federalQ1: '100', federalQ2: '12abc', federalQ3: '$5', federalQ4: '', californiaQ1: '7', californiaQ2: '', californiaQ4: '1e1' },
  }
  assert.deepEqual(glue.expected(fake, state), { result: { federalTax: { owedOrRefund: 1000 }, californiaTax: { owedOrRefund: -50 } }, federalSuggestions: ['f'], californiaSuggestions: ['c'] })
  // parseFloat(x) || 0: "12abc" is 12, "$5" is 0, "1e1" is 10.
  assert.deepEqual(calls.slice(1), [['federal', 1112], ['california', -33]])
  assert.deepEqual(glue.expected(fake, { ...state, includeCaliforniaTax: false }).californiaSuggestions, [])
})

test('the entry script says what is missing when node or esbuild is not installed', () => {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'bin-'))
  for (const tool of ['dirname', 'sed']) fs.symlinkSync(spawnSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim(), path.join(bin, tool))
  const script = path.join(__dirname, '..', 'web-reference')
  const noNode = spawnSync('/bin/bash', [script, 'suite', '--web-app', '/nowhere'], { encoding: 'utf8', env: { PATH: bin } })
  assert.equal(noNode.status, 2)
  assert.match(noNode.stderr, /node not found; install Node\.js/)
  fs.symlinkSync(process.execPath, path.join(bin, 'node'))
  const noEsbuild = spawnSync('/bin/bash', [script, 'suite', '--web-app', '/nowhere'], { encoding: 'utf8', env: { PATH: bin } })
  assert.equal(noEsbuild.status, 2)
  assert.match(noEsbuild.stderr, /esbuild not found; apt-get install esbuild/)
})

test('batch: a bundle made before, each line written as it is made, a warm-up unwritten, its CPU time reported', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'batch-'))
  fs.mkdirSync(path.join(folder, 'src', 'calculators'), { recursive: true })
  // Calculators of our own, standing in for a bundle that `bundle` wrote: each schedule shows the
  // pinned clock and the zone it ran in.
  const calculators = path.join(folder, 'calculators.js')
  fs.writeFileSync(calculators, `module.exports = { orchestrator: {
    calculateComprehensiveTax: (year, status, california, deductions, user) => ({ federalTax: { owedOrRefund: Number(user.ytdWage) } }),
    calculateFederalEstimatedPayments: (owed) => [{ owed, now: new Date().toISOString(), zone: process.env.TZ }],
    calculateCaliforniaEstimatedPayments: () => [] } }\n`)
  const household = (wage, asOf, timeZone) => JSON.stringify({
    taxYear: 2025, filingStatus: 'single', includeCaliforniaTax: false, deductions: {}, userIncome: { ytdWage: String(wage) }, spouseIncome: {},
    estimatedPayments: { federalQ1: '', federalQ2: '', federalQ3: '', federalQ4: '' }, asOf, ...(timeZone ? { timeZone } : {}) })
  const first = household(100, '2025-06-15T00:00:00.000Z')
  const second = household(200, '2025-07-01T00:00:00.000Z', 'Asia/Tokyo')
  const main = path.join(__dirname, '..', 'lib', 'main.js')
  const args = [main, 'batch', '--web-app', folder, '--accept-glue', '--calculators', calculators]
  const expected = (line, owed, now, zone) => JSON.stringify({ line, result: { federalTax: { owedOrRefund: owed } }, federalSuggestions: [{ owed, now, zone }], californiaSuggestions: [] })
  const lines = [expected(1, 100, '2025-06-15T00:00:00.000Z', 'UTC'), expected(3, 200, '2025-07-01T00:00:00.000Z', 'Asia/Tokyo')]

  // Streaming: the first line comes out while standard input is still open.
  const child = require('child_process').spawn(process.execPath, args, { env: { ...process.env, TZ: 'UTC' } })
  let out = ''
  child.stdout.on('data', (chunk) => { out += chunk })
  child.stdin.write(first + '\n\n')
  const deadline = Date.now() + 10000
  while (!out.includes('\n') && Date.now() < deadline && child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 20))
  assert.equal(out, lines[0] + '\n', 'the first line is written before the input ends')
  child.stdin.end(second + '\n')
  const status = await new Promise((resolve) => child.on('close', resolve))
  assert.equal(status, 0)
  assert.equal(out, lines.join('\n') + '\n')

  // A warm-up over the two households writes nothing of its own and leaves the zone as it was (the
  // first line, without a zone of its own, runs in UTC, not in the warm-up's last, Tokyo); the
  // pass that writes is timed.
  const file = path.join(folder, 'households.jsonl')
  fs.writeFileSync(file, `${first}\n\n${second}\n`)
  const warmed = spawnSync(process.execPath, [...args, '--households', file, '--warm-up', '2', '--report-cpu'], { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } })
  assert.equal(warmed.status, 0, warmed.stderr)
  assert.equal(warmed.stdout, lines.join('\n') + '\n')
  assert.match(warmed.stderr, /^cpu \d+ µs, 2 households, warm-up 2\n$/)
})

test('batch: lines read in chunks keep a character split across two chunks', () => {
  const { lines } = require(path.join(lib, 'batch'))
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lines-')), 'lines.txt')
  const long = 'x'.repeat((1 << 20) - 1) + 'é'  // é's two bytes straddle the first megabyte
  fs.writeFileSync(file, `${long}\nsecond\n\nlast`)
  const descriptor = fs.openSync(file, 'r')
  assert.deepEqual([...lines(descriptor)], [long, 'second', '', 'last'])
  fs.closeSync(descriptor)
})
