'use strict'
// `bundle`: the web app's calculators as one CommonJS file for node, built by esbuild from a
// small entry of ours that re-exports each calculator module of the checkout by name.
const fs = require('fs')
const os = require('os')
const path = require('path')
const { spawnSync } = require('child_process')

// The calculator modules, by the name the tool uses (src/calculators/, as REFERENCE.md lists them).
const MODULES = {
  orchestrator: 'calculators/orchestrator',
  federal: 'calculators/federal/calculator',
  federalConstants: 'calculators/federal/constants',
  california: 'calculators/california/calculator',
  californiaConstants: 'calculators/california/constants',
  taxBrackets: 'calculators/utils/taxBrackets',
  income: 'calculators/utils/income',
  householdIncome: 'calculators/utils/householdIncome',
  estimatedPayments: 'calculators/utils/estimatedPayments',
}

/** The esbuild command: ESBUILD from the entry script (`esbuild`, or `npx esbuild`). */
function esbuildCommand() {
  const words = (process.env.ESBUILD || 'esbuild').split(' ')
  return { program: words[0], prefix: words.slice(1) }
}

function runEsbuild(args) {
  const { program, prefix } = esbuildCommand()
  const run = spawnSync(program, [...prefix, ...args], { encoding: 'utf8' })
  if (run.error) throw new Error(`cannot run ${program}: ${run.error.message}`)
  if (run.status !== 0) throw new Error(`esbuild failed:\n${run.stderr}`)
}

/** Builds `out` (a .js file) from the checkout at `webApp`; returns the modules it holds. */
function bundle(webApp, out) {
  const source = path.join(webApp, 'src')
  const present = Object.entries(MODULES).filter(([, module]) => fs.existsSync(path.join(source, module + '.ts')))
  if (!present.some(([name]) => name === 'orchestrator')) throw new Error(`${webApp}: no src/calculators/orchestrator.ts; is this a checkout of the QuickTax web app?`)
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quicktax-entry-'))
  const entry = path.join(folder, 'entry.ts')
  fs.writeFileSync(entry, present.map(([name, module]) => `export * as ${name} from ${JSON.stringify(path.join(source, module))}\n`).join(''))
  const args = [entry, '--bundle', '--platform=node', '--format=cjs', '--target=node18', `--outfile=${out}`, '--log-level=warning']
  // The app's `@/…` imports resolve through its tsconfig's paths.
  if (fs.existsSync(path.join(webApp, 'tsconfig.json'))) args.push(`--tsconfig=${path.join(webApp, 'tsconfig.json')}`)
  try {
    runEsbuild(args)
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
  return present.map(([name]) => name)
}

/** The calculators of a checkout, bundled into a temporary file and loaded. */
function load(webApp) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quicktax-bundle-'))
  const out = path.join(folder, 'calculators.js')
  bundle(webApp, out)
  const calculators = require(out)
  fs.rmSync(folder, { recursive: true, force: true })
  return calculators
}

module.exports = { MODULES, bundle, load, runEsbuild }
