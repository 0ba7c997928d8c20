'use strict'
// "Now" pinned for the web app's code: `new Date()` and `Date.now()` give the pinned instant; every
// other use of Date (parsing, local-time arithmetic in process.env.TZ) is JavaScript's own. The
// web app reads the clock only through these two (src/calculators/utils/income.ts,
// estimatedPayments.ts), as vitest's fake timers do for its suite.
const RealDate = Date
let pinned = null

class PinnedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0 && pinned !== null) super(pinned)
    else super(...args)
  }
  static now() {
    return pinned !== null ? pinned : RealDate.now()
  }
}

function install() {
  globalThis.Date = PinnedDate
}

/** Pins "now" to an ISO-8601 instant, a Date or milliseconds; null lets the real clock through. */
function pin(instant) {
  if (instant === null) {
    pinned = null
    return
  }
  const ms = instant instanceof RealDate ? instant.getTime() : typeof instant === 'number' ? instant : RealDate.parse(instant)
  if (Number.isNaN(ms)) throw new Error(`not an instant: ${instant}`)
  pinned = ms
}

function nowISO() {
  return new RealDate(pinned !== null ? pinned : RealDate.now()).toISOString()
}

module.exports = { install, pin, nowISO, RealDate }
