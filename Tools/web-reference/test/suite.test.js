'use strict'
// The suite runner on a tiny made-up checkout (no web app needed; esbuild is, else skipped):
// the shim's nesting, hooks, matchers and clock, and the recorder keeping only outermost calls.
const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('fs')
const os = require('os')
const path = require('path')
const { spawnSync } = require('child_process')

const esbuild = process.env.ESBUILD || (spawnSync('bash', ['-c', 'command -v esbuild']).status === 0 ? 'esbuild' : null)

const FILES = {
  'src/calculators/orchestrator.ts': `import { inner } from './utils/inner'
export function calculateComprehensiveTax(a: number): number { return inner(a) * 2 }
export const RATE = 3
`,
  'src/calculators/utils/inner.ts': 'export function inner(a: number): number { return a + 1 }\n',
  'src/types/index.ts': 'export type TaxYear = 2025 | 2026\n',
  'tests/a.test.ts': `import { describe, it, expect, beforeEach, afterEach, vi } from 'vitest'
import { calculateComprehensiveTax, RATE } from '../src/calculators/orchestrator'
import { inner } from '@/calculators/utils/inner'
import type { TaxYear } from '@/types'
const order: string[] = []
describe('Outer', () => {
  beforeEach(() => { order.push('before'); vi.useFakeTimers(); vi.setSystemTime(new Date('2025-01-01')) })
  afterEach(() => { order.push('after') })
  describe('Inner', () => {
    it('passes', () => {
      const year: TaxYear = 2025
      expect(calculateComprehensiveTax(1)).toBe(4)
      expect(inner(2)).not.toBe(4)
      expect(RATE + year).toBeGreaterThan(2000)
      expect(new Date().toISOString()).toBe('2025-01-01T00:00:00.000Z')
    })
    it('fails', () => { expect(calculateComprehensiveTax(1)).toBeCloseTo(5) })
  })
  it('sees the default clock after useRealTimers, and hooks in order', () => {
    vi.useRealTimers()
    expect(Date.now()).toBe(Date.parse('2025-06-15T00:00:00.000Z'))
    expect(order).toEqual(['before', 'after', 'before', 'after', 'before'])
  })
})
`,
}

test('suite: tests run and pass or fail as vitest would; only the calls the tests make are recorded', { skip: esbuild ? false : 'esbuild not installed' }, () => {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-web-app-'))
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true })
    fs.writeFileSync(path.join(checkout, file), text)
  }
  const suite = path.join(__dirname, '..', 'lib', 'suite.js')
  const run = spawnSync(process.execPath, ['-e', `require(${JSON.stringify(suite)}).run(${JSON.stringify(checkout)}).then((r) => process.stdout.write(JSON.stringify(r)))`], {
    encoding: 'utf8', env: { ...process.env, ESBUILD: esbuild, TZ: 'UTC' },
  })
  assert.equal(run.status, 0, run.stderr)
  const result = JSON.parse(run.stdout)
  assert.deepEqual(result.tests.map((t) => [t.path, t.passed]), [
    ['Outer > Inner > passes', true],
    ['Outer > Inner > fails', false],
    ['Outer > sees the default clock after useRealTimers, and hooks in order', true],
  ])
  assert.match(result.tests[1].error, /expected 4 to be close to 5/)
  const clock = { now: '2025-01-01T00:00:00.000Z', timeZone: 'UTC' }
  assert.deepEqual(result.calls, [
    { name: 'web-suite-000', test: 'Outer > Inner > passes', clock, call: { function: 'calculateComprehensiveTax', module: 'calculators/orchestrator', args: [1] }, expected: 4 },
    { name: 'web-suite-001', test: 'Outer > Inner > passes', clock, call: { function: 'inner', module: 'calculators/utils/inner', args: [2] }, expected: 3 },
    { name: 'web-suite-002', test: 'Outer > Inner > fails', clock, call: { function: 'calculateComprehensiveTax', module: 'calculators/orchestrator', args: [1] }, expected: 4 },
  ])
})
