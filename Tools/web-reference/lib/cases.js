'use strict'
// The golden case format (Fixtures/golden/README.md): values as JSON.stringify writes them —
// Infinity and NaN become null, an undefined member is left out — so a case reads back exactly
// as the web app's value serializes.

/** A deep copy of a value as JSON holds it (what the case file will say). */
function asJSON(value) {
  const text = JSON.stringify(value)
  return text === undefined ? null : JSON.parse(text)
}

/** The case file's text: an array of cases, one per line, so that a diff of two runs reads by case. */
function write(cases) {
  return '[\n' + cases.map((c) => JSON.stringify(c)).join(',\n') + '\n]\n'
}

/** `web-suite-007`, `gen-utc-0042`: zero-padded to at least `width` digits. */
function caseName(prefix, index, width) {
  return `${prefix}-${String(index).padStart(width, '0')}`
}

/** Numbers equal within half a cent, strings and booleans exact, absent keys skipped (README's rule). */
function differences(expected, actual, path = '', found = []) {
  if (expected === undefined) return found
  if (typeof expected === 'number' && typeof actual === 'number') {
    if (!(Math.abs(expected - actual) <= 0.005)) found.push({ path, expected, actual })
  } else if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) found.push({ path, expected: `array of ${expected.length}`, actual })
    else expected.forEach((item, i) => differences(item, actual[i], `${path}[${i}]`, found))
  } else if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') found.push({ path, expected: 'object', actual })
    else for (const key of Object.keys(expected)) differences(expected[key], actual[key], path ? `${path}.${key}` : key, found)
  } else if (expected !== actual) {
    found.push({ path, expected, actual })
  }
  return found
}

module.exports = { asJSON, write, caseName, differences }
