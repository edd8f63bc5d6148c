/**
 * First step of `npm test` and `npm run build`: makes sure a Chromium is there
 * (src/node/chromium.ts says where it looks). On Debian or Ubuntu as root it
 * installs Debian's chromium package, printing what it runs; anywhere else it
 * stops at once with one line saying what to install.
 */
import fs from 'node:fs';
import {execFileSync} from 'node:child_process';
import {canInstallDebianChromium, findChromium, installDebianChromium} from '../src/node/chromium';

function hasAptGet(): boolean {
  try {
    execFileSync('apt-get', ['--version'], {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
}

function main(): number {
  const search = findChromium();
  if (search.found) {
    console.log(`Chromium: ${search.path} (${search.source})`);
    return 0;
  }
  const osRelease = fs.existsSync('/etc/os-release')
    ? fs.readFileSync('/etc/os-release', 'utf8')
    : '';
  if (
    !process.env.CHROMIUM_PATH &&
    canInstallDebianChromium({osRelease, isRoot: process.getuid?.() === 0, hasAptGet: hasAptGet()})
  ) {
    console.log("No Chromium found: installing Debian's chromium package.");
    installDebianChromium();
    const installed = findChromium();
    if (installed.found) {
      console.log(`Chromium: ${installed.path}`);
      return 0;
    }
  }
  console.error(search.problem);
  return 1;
}

process.exit(main());
