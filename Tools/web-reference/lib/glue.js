'use strict'
// What the web app computes outside its calculators, restated as little as possible, and the
// versions of the files it comes from that were read and found to match this restatement.
const crypto = require('crypto')
const fs = require('fs')
const path = require('path')

// Git blob hashes (`git hash-object FILE`) of the files the glue restates, each read by hand:
// src/App.tsx calls calculateComprehensiveTax with the store's seven values in this order
// (lines 37–45 at 488f19c); src/components/steps/Summary.tsx takes owedOrRefund of each result
// (lines 108–109) and passes owed + the estimated payments made to each schedule (lines 129–155).
const VERIFIED = {
  'src/App.tsx': {
    b20b750236f373139652a6ab336605ccaf249e4d: '3bc504a … 488f19c',
  },
  'src/components/steps/Summary.tsx': {
    '431440f1d51435a9b1bdd553594a084232b727ff': '488f19c (Roth conversions, distance to the next bracket)',
    b598168d2ddd67ef37ec590d5afdc5e26764908a: '3bc504a, e43f393 (2026 payment dates)',
  },
}

function blobHash(file) {
  const content = fs.readFileSync(file)
  return crypto.createHash('sha1').update(`blob ${content.length}\0`).update(content).digest('hex')
}

/**
 * Refuses a checkout whose glue files were not read: the restatement below may no longer be what
 * the app does. Returns the problems (empty when every file is a verified version).
 */
function unverifiedGlue(webApp) {
  const problems = []
  for (const [relative, known] of Object.entries(VERIFIED)) {
    const file = path.join(webApp, relative)
    if (!fs.existsSync(file)) {
      problems.push(`${relative} is missing`)
      continue
    }
    const hash = blobHash(file)
    if (!known[hash]) problems.push(`${relative} is blob ${hash.slice(0, 7)}, not a version this tool has read (${Object.keys(known).map((h) => h.slice(0, 7)).join(', ')})`)
  }
  return problems
}

const parse = (text) => parseFloat(text) || 0

/** App.tsx's call: calculateComprehensiveTax on the store's state. */
function comprehensive(calculators, state) {
  return calculators.orchestrator.calculateComprehensiveTax(
    state.taxYear, state.filingStatus, state.includeCaliforniaTax, state.deductions, state.userIncome, state.spouseIncome, state.estimatedPayments)
}

/** Summary.tsx's payment suggestions from a result: owed plus what was paid, over each schedule. */
function suggestions(calculators, state, result) {
  const payments = state.estimatedPayments
  const federalOwed = result.federalTax.owedOrRefund
  const caOwed = (result.californiaTax && result.californiaTax.owedOrRefund) || 0
  const federalPaid = parse(payments.federalQ1) + parse(payments.federalQ2) + parse(payments.federalQ3) + parse(payments.federalQ4)
  const californiaPaid = parse(payments.californiaQ1) + parse(payments.californiaQ2) + parse(payments.californiaQ4)
  const { orchestrator } = calculators
  return {
    federalSuggestions: orchestrator.calculateFederalEstimatedPayments(federalOwed + federalPaid, payments, state.taxYear),
    californiaSuggestions: state.includeCaliforniaTax
      ? orchestrator.calculateCaliforniaEstimatedPayments(caOwed + californiaPaid, payments, state.taxYear)
      : [],
  }
}

/** What a scenario case expects: the result and both schedules, as the Summary step shows them. */
function expected(calculators, state) {
  const result = comprehensive(calculators, state)
  return { result, ...suggestions(calculators, state, result) }
}

module.exports = { VERIFIED, blobHash, unverifiedGlue, comprehensive, suggestions, expected }
