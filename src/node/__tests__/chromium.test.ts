import {describe, expect, it} from 'vitest';
import {
  canInstallDebianChromium,
  findChromium,
  missingChromiumMessage,
  type Machine,
} from '../chromium';

const machine = (
  executables: string[],
  {env = {}, playwright}: {env?: Record<string, string>; playwright?: string} = {},
): Machine => ({
  env,
  isExecutable: (file) => executables.includes(file),
  playwrightChromium: () => playwright,
});

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, even when a system Chromium exists', () => {
    expect(
      findChromium(
        machine(['/opt/chrome/chrome', '/usr/bin/chromium'], {
          env: {CHROMIUM_PATH: '/opt/chrome/chrome'},
        }),
      ),
    ).toEqual({
      found: true,
      path: '/opt/chrome/chrome',
      source: 'CHROMIUM_PATH',
    });
  });

  it('says so when CHROMIUM_PATH names nothing runnable, rather than quietly using another browser', () => {
    const search = findChromium(
      machine(['/usr/bin/chromium'], {env: {CHROMIUM_PATH: '/nowhere/chrome'}}),
    );
    expect(search).toEqual({
      found: false,
      problem: `CHROMIUM_PATH is /nowhere/chrome, which is not an executable file. ${missingChromiumMessage}`,
    });
  });

  it.each([
    ['Debian chromium', ['/usr/bin/chromium', '/usr/bin/google-chrome'], '/usr/bin/chromium'],
    [
      'Ubuntu chromium-browser',
      ['/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
      '/usr/bin/chromium-browser',
    ],
    ['Google Chrome', ['/usr/bin/google-chrome'], '/usr/bin/google-chrome'],
  ])('then the system locations, in order: %s', (_name, executables, expected) => {
    expect(
      findChromium(
        machine(executables, {playwright: '/root/.cache/ms-playwright/chromium/chrome'}),
      ),
    ).toMatchObject({
      found: true,
      path: expected,
      source: 'system',
    });
  });

  it("then Playwright's own browser, if one was installed", () => {
    const playwright = '/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';
    expect(findChromium(machine([playwright], {playwright}))).toEqual({
      found: true,
      path: playwright,
      source: 'Playwright',
    });
    expect(findChromium(machine([], {playwright}))).toEqual({
      found: false,
      problem: missingChromiumMessage,
    });
  });

  it('otherwise answers with one line that says what to install and how to point CHROMIUM_PATH at it', () => {
    const search = findChromium(machine([]));
    expect(search).toEqual({found: false, problem: missingChromiumMessage});
    expect(missingChromiumMessage).not.toContain('\n');
    expect(missingChromiumMessage).toMatch(/apt-get install chromium/);
    expect(missingChromiumMessage).toMatch(/CHROMIUM_PATH/);
  });
});

describe('canInstallDebianChromium', () => {
  const debian = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';
  const ubuntu = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
  const fedora = 'NAME="Fedora Linux"\nID=fedora\n';
  it.each([
    ['Debian as root with apt-get', debian, true, true, true],
    ['Ubuntu as root with apt-get', ubuntu, true, true, true],
    ['Debian without root', debian, false, true, false],
    ['Fedora as root', fedora, true, true, false],
    ['a system without apt-get', debian, true, false, false],
    ['a system without os-release (macOS)', '', true, false, false],
  ])('%s: %s', (_name, osRelease, isRoot, hasAptGet, expected) => {
    expect(canInstallDebianChromium({osRelease, isRoot, hasAptGet})).toBe(expected);
  });
});
