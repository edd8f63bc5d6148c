/**
 * Where Chromium is, for everything that drives it: the build (diagrams, social
 * cards), the end-to-end tests and the benchmarks. Node only.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';

/** Without the background-networking flags Chromium keeps dialling out of a closed network. */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The usual places of a system Chromium or Chrome, in the order they are tried after CHROMIUM_PATH. */
export const systemChromiumPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** What the search depends on, so that a test can stand in for the machine. */
export type Machine = {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly isExecutable: (file: string) => boolean;
  /** Playwright's own Chromium, when `npx playwright install chromium` has put one on this machine. */
  readonly playwrightChromium: () => string | undefined;
};

export type ChromiumSearch =
  | {
      readonly found: true;
      readonly path: string;
      readonly source: 'CHROMIUM_PATH' | 'system' | 'Playwright';
    }
  | {readonly found: false; readonly problem: string};

/** The one-line instruction printed when no Chromium can be found or installed. */
export const missingChromiumMessage =
  'No Chromium found: install it (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: `brew install --cask chromium`) or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the command again.';

/** Looks for a usable Chromium: CHROMIUM_PATH, then the system locations, then Playwright's own browser. */
export function findChromium(machine: Machine = thisMachine): ChromiumSearch {
  const fromEnvironment = machine.env.CHROMIUM_PATH;
  if (fromEnvironment) {
    return machine.isExecutable(fromEnvironment)
      ? {found: true, path: fromEnvironment, source: 'CHROMIUM_PATH'}
      : {
          found: false,
          problem: `CHROMIUM_PATH is ${fromEnvironment}, which is not an executable file. ${missingChromiumMessage}`,
        };
  }
  const system = systemChromiumPaths.find((file) => machine.isExecutable(file));
  if (system) return {found: true, path: system, source: 'system'};
  const playwright = machine.playwrightChromium();
  if (playwright && machine.isExecutable(playwright))
    return {found: true, path: playwright, source: 'Playwright'};
  return {found: false, problem: missingChromiumMessage};
}

/** The Chromium to launch; throws the one-line instruction when there is none. */
export function chromiumPath(): string {
  const search = findChromium();
  if (!search.found) throw new Error(search.problem);
  return search.path;
}

export const thisMachine: Machine = {
  env: process.env,
  isExecutable: (file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  },
  playwrightChromium: () => {
    try {
      const {chromium} = createRequire(__filename)('playwright') as {
        chromium: {executablePath(): string};
      };
      return chromium.executablePath();
    } catch {
      return undefined;
    }
  },
};

/** Whether this machine can install Debian's chromium package itself: Debian or Ubuntu, as root, with apt-get. */
export function canInstallDebianChromium(machine: {
  readonly osRelease: string;
  readonly isRoot: boolean;
  readonly hasAptGet: boolean;
}): boolean {
  return (
    machine.isRoot &&
    machine.hasAptGet &&
    /^(?:ID|ID_LIKE)=.*\b(?:debian|ubuntu)\b/m.test(machine.osRelease)
  );
}

/** Installs Debian's chromium with apt-get, printing each command. */
export function installDebianChromium(log: (line: string) => void = console.log): void {
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    log(`$ apt-get ${args.join(' ')}`);
    execFileSync('apt-get', args, {stdio: 'inherit', env});
  }
}
