'use strict'
// `batch`: the web app on `quicktax estimate --batch` input, streaming, as the benchmark times it.
// A benchmark must time the peer at its best: the calculators are bundled once before (`bundle`,
// then `--calculators FILE`), lines are read and written as they come (memory stays flat whatever
// the input's size), and a warm-up lets V8 compile the hot code before the timed pass.
const fs = require('fs')
const { StringDecoder } = require('string_decoder')
const clock = require('./clock')
const glue = require('./glue')

/** The lines of a file descriptor, read in chunks of a megabyte; blank lines included. */
function* lines(descriptor) {
  const buffer = Buffer.allocUnsafe(1 << 20)
  const decoder = new StringDecoder('utf8')
  let rest = ''
  for (;;) {
    let count
    try {
      count = fs.readSync(descriptor, buffer, 0, buffer.length, null)
    } catch (error) {
      if (error.code === 'EAGAIN') continue  // standard input of a non-blocking pipe
      if (error.code === 'EOF') break
      throw error
    }
    if (count === 0) break
    const parts = (rest + decoder.write(buffer.subarray(0, count))).split('\n')
    rest = parts.pop()
    yield* parts
  }
  rest += decoder.end()
  if (rest) yield rest
}

/** One output line for one input line: what `quicktax estimate --batch --output web` writes. */
function lineFor(calculators, text, number) {
  const state = JSON.parse(text)
  if (state.timeZone && state.timeZone !== process.env.TZ) process.env.TZ = state.timeZone  // node reads TZ again when it changes
  clock.pin(state.asOf || null)
  return JSON.stringify({ line: number, ...glue.expected(calculators, state) })
}

/**
 * Every household of the file at `path` (standard input when undefined), one line out each
 * through `write`. With `warmUp`, the first that many households are computed and thrown away
 * first. Returns the CPU time of the pass that writes (reading, parsing, computing, writing), in
 * microseconds.
 */
function run(calculators, path, write, warmUp = 0) {
  clock.install()
  const zone = process.env.TZ  // a line without a timeZone of its own runs in the zone before it
  if (warmUp > 0) {
    let seen = 0
    const descriptor = fs.openSync(path, 'r')
    for (const text of lines(descriptor)) {
      if (!text.trim()) continue
      lineFor(calculators, text, 0)
      if (++seen >= warmUp) break
    }
    fs.closeSync(descriptor)
    process.env.TZ = zone
  }
  const start = process.cpuUsage()
  const descriptor = path === undefined ? 0 : fs.openSync(path, 'r')
  let number = 0
  let households = 0
  for (const text of lines(descriptor)) {
    number += 1
    if (!text.trim()) continue
    write(lineFor(calculators, text, number) + '\n')  // each line as it is made
    households += 1
  }
  if (descriptor !== 0) fs.closeSync(descriptor)
  const used = process.cpuUsage(start)
  return { households, cpuMicroseconds: used.user + used.system }
}

module.exports = { lines, run }
