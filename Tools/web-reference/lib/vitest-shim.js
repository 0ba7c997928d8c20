'use strict'
// The part of vitest the web app's suite uses (describe / it / test / expect / beforeEach /
// afterEach / vi's fake clock), enough to run its test files under node and see every test pass or
// fail. Tests are collected while a file loads, then run in order by `runCollected`.
const clock = require('./clock')

// The suite's clock when a test sets none (vitest's would be the real one; a golden case needs a
// fixed one). Fixtures/golden/web-suite-calls.json was recorded with this instant.
const DEFAULT_NOW = '2025-06-15T00:00:00.000Z'

let scope = { names: [], beforeEach: [], afterEach: [], parent: null }
const collected = []

function describe(name, body) {
  const parent = scope
  scope = { names: [...parent.names, name], beforeEach: [], afterEach: [], parent }
  try {
    body()
  } finally {
    scope = parent
  }
}
describe.skip = () => {}

function it(name, body) {
  const hooks = []
  for (let s = scope; s; s = s.parent) hooks.unshift(s)
  collected.push({ path: [...scope.names, name].join(' > '), body, scopes: hooks })
}
it.skip = () => {}

function beforeEach(hook) {
  scope.beforeEach.push(hook)
}
function afterEach(hook) {
  scope.afterEach.push(hook)
}

class AssertionError extends Error {}

function deepEqual(a, b) {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) if (!deepEqual(a[key], b[key])) return false
  return true
}

const show = (value) => {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/** The matchers, each a check and how to say it failed. */
const MATCHERS = {
  toBe: (actual, expected) => [Object.is(actual, expected), `to be ${show(expected)}`],
  toEqual: (actual, expected) => [deepEqual(actual, expected), `to equal ${show(expected)}`],
  toStrictEqual: (actual, expected) => [deepEqual(actual, expected), `to strictly equal ${show(expected)}`],
  toBeCloseTo: (actual, expected, digits = 2) => [Math.abs(expected - actual) < Math.pow(10, -digits) / 2, `to be close to ${expected} (${digits} digits)`],
  toBeDefined: (actual) => [actual !== undefined, 'to be defined'],
  toBeUndefined: (actual) => [actual === undefined, 'to be undefined'],
  toBeNull: (actual) => [actual === null, 'to be null'],
  toBeTruthy: (actual) => [Boolean(actual), 'to be truthy'],
  toBeFalsy: (actual) => [!actual, 'to be falsy'],
  toBeNaN: (actual) => [Number.isNaN(actual), 'to be NaN'],
  toBeGreaterThan: (actual, n) => [actual > n, `to be greater than ${n}`],
  toBeGreaterThanOrEqual: (actual, n) => [actual >= n, `to be at least ${n}`],
  toBeLessThan: (actual, n) => [actual < n, `to be less than ${n}`],
  toBeLessThanOrEqual: (actual, n) => [actual <= n, `to be at most ${n}`],
  toHaveLength: (actual, n) => [actual != null && actual.length === n, `to have length ${n}`],
  toContain: (actual, item) => [actual != null && actual.includes(item), `to contain ${show(item)}`],
  toHaveProperty: (actual, key) => [actual != null && key in Object(actual), `to have property ${key}`],
  toThrow: (actual) => {
    try {
      actual()
      return [false, 'to throw']
    } catch {
      return [true, 'to throw']
    }
  },
}

function expect(actual) {
  const build = (negated) => {
    const matchers = {}
    for (const [name, check] of Object.entries(MATCHERS)) {
      matchers[name] = (...args) => {
        const [passed, wanted] = check(actual, ...args)
        if (passed === negated) throw new AssertionError(`expected ${show(actual)} ${negated ? 'not ' : ''}${wanted}`)
      }
    }
    return matchers
  }
  return Object.assign(build(false), { not: build(true) })
}

const vi = {
  useFakeTimers: () => vi,
  useRealTimers: () => {
    clock.pin(DEFAULT_NOW)
    return vi
  },
  setSystemTime: (instant) => {
    clock.pin(instant)
    return vi
  },
}

/** Runs the tests collected so far, in order; returns each with `passed` and any `error`. */
async function runCollected(onStart) {
  const results = []
  for (const test of collected.splice(0)) {
    clock.pin(DEFAULT_NOW)
    if (onStart) onStart(test.path)
    let error = null
    try {
      for (const s of test.scopes) for (const hook of s.beforeEach) await hook()
      await test.body()
    } catch (caught) {
      error = caught
    }
    try {
      for (const s of [...test.scopes].reverse()) for (const hook of s.afterEach) await hook()
    } catch (caught) {
      error = error || caught
    }
    results.push({ path: test.path, passed: error === null, error: error ? String(error.message || error) : null })
  }
  return results
}

module.exports = { describe, it, test: it, expect, beforeEach, afterEach, vi, runCollected, AssertionError, DEFAULT_NOW, deepEqual }
