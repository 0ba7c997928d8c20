'use strict'
// Seeded households for `scenarios`: every income mode, paychecks and RSU vests, payments, both
// filing statuses, the years the checkout supports, and text as people type it. The same seed gives
// the same households on any machine (mulberry32, never Math.random).

function mulberry32(seed) {
  let a = seed >>> 0
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

class Draw {
  constructor(seed) {
    this.random = mulberry32(seed)
  }
  chance(p) {
    return this.random() < p
  }
  integer(low, high) {
    return low + Math.floor(this.random() * (high - low + 1))
  }
  pick(items) {
    return items[Math.floor(this.random() * items.length)]
  }
  /** Dollars spread over magnitudes (log-uniform up to `high`), whole or with cents. */
  dollars(high) {
    const value = Math.exp(this.random() * Math.log(high))
    return this.chance(0.2) ? value.toFixed(2) : String(Math.round(value))
  }
  /** An amount field: empty a third of the time; sometimes written the way a person types it. */
  amount(high, messy) {
    if (this.chance(0.35)) return ''
    const text = this.dollars(high)
    return messy && this.chance(0.25) ? this.messy(text) : text
  }
  signedAmount(high, messy) {
    const text = this.amount(high, messy)
    return text !== '' && this.chance(0.3) ? '-' + text : text
  }
  /** What parseFloat reads unlike a person: "1,000", " 500", "1e4", "12abc", "$400", ".5", "0x10". */
  messy(text) {
    const whole = text.split('.')[0]
    switch (this.integer(0, 6)) {
      case 0: return whole.length > 3 ? whole.slice(0, -3) + ',' + whole.slice(-3) : whole
      case 1: return ' ' + text
      case 2: return `${this.integer(1, 9)}e${this.integer(1, 5)}`
      case 3: return text + 'abc'
      case 4: return '$' + text
      case 5: return '.' + this.integer(1, 99)
      default: return '0x' + this.integer(10, 99)
    }
  }
  /** YYYY-MM-DD in the tax year (sometimes the next). */
  date(year) {
    const day = new Date(Date.UTC(year + (this.chance(0.1) ? 1 : 0), 0, 1) + this.integer(0, 364) * 86400000)
    return day.toISOString().slice(0, 10)
  }
}

function income(draw, year, messy) {
  const detailed = draw.chance(0.5)
  const ordinary = draw.amount(40000, messy)
  const vests = detailed && draw.chance(0.6) ? draw.integer(1, 4) : 0
  return {
    ordinaryDividends: ordinary,
    qualifiedDividends: ordinary !== '' && draw.chance(0.7) ? String(Math.round((parseFloat(ordinary) || 0) * draw.random())) : draw.amount(20000, messy),
    interestIncome: draw.amount(30000, messy),
    shortTermGains: draw.signedAmount(80000, messy),
    longTermGains: draw.signedAmount(400000, messy),
    rothConversion: draw.chance(0.2) ? draw.amount(100000, messy) : '',
    ytdWage: draw.amount(400000, messy),
    ytdFederalWithhold: draw.amount(80000, messy),
    ytdStateWithhold: draw.amount(30000, messy),
    futureWage: detailed ? '' : draw.amount(300000, messy),
    futureFederalWithhold: detailed ? '' : draw.amount(60000, messy),
    futureStateWithhold: detailed ? '' : draw.amount(20000, messy),
    incomeMode: detailed ? 'detailed' : 'simple',
    paycheckWage: detailed ? draw.amount(15000, messy) : '',
    paycheckFederal: detailed ? draw.amount(4000, messy) : '',
    paycheckState: detailed ? draw.amount(1500, messy) : '',
    payFrequency: draw.pick(['biweekly', 'monthly']),
    nextPayDate: detailed && draw.chance(0.8) ? draw.date(year) : '',
    lastPayDate: detailed && draw.chance(0.3) ? draw.date(year) : '',
    rsuVestWage: vests ? draw.amount(60000, messy) : '',
    rsuVestFederal: vests ? draw.amount(15000, messy) : '',
    rsuVestState: vests ? draw.amount(6000, messy) : '',
    vestPrice: vests ? draw.amount(500, false) : '',
    futureRSUVests: Array.from({ length: vests }, (_, i) => ({
      id: `v${i}`, date: draw.date(year), shares: draw.amount(4000, messy), expectedPrice: draw.amount(600, false),
    })),
  }
}

/** One household, in the state the web app keeps (the store's keys, every value text). */
function household(draw, years, messy) {
  const year = draw.pick(years)
  const california = draw.chance(0.75)
  return {
    taxYear: year,
    filingStatus: draw.pick(['single', 'marriedFilingJointly']),
    includeCaliforniaTax: california,
    deductions: {
      propertyTax: draw.amount(30000, messy),
      mortgageInterest: draw.amount(50000, messy),
      donations: draw.amount(40000, messy),
      mortgageLoanDate: draw.pick(['before-dec-16-2017', 'after-dec-15-2017', '']),
      mortgageBalance: draw.amount(2000000, messy),
      otherStateIncomeTax: california ? '' : draw.amount(20000, messy),
      businessExpenses: draw.chance(0.15) ? draw.amount(30000, messy) : '',
    },
    userIncome: income(draw, year, messy),
    spouseIncome: income(draw, year, messy),
    estimatedPayments: {
      federalQ1: draw.amount(20000, messy), federalQ2: draw.amount(20000, messy), federalQ3: draw.amount(20000, messy),
      federalQ4: draw.amount(20000, messy), californiaQ1: draw.amount(10000, messy), californiaQ2: draw.amount(10000, messy),
      californiaQ4: draw.amount(10000, messy),
    },
  }
}

/** An instant in the tax year or the first weeks of the next, to the millisecond. */
function instant(draw, year) {
  const start = Date.UTC(year, 0, 1)
  return new Date(start + Math.floor(draw.random() * (380 * 86400000))).toISOString()
}

module.exports = { mulberry32, Draw, household, instant }
