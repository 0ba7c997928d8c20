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
