/**
 * What the figure scripts need: Python with Pillow, NumPy and Matplotlib, and Tesseract for the check
 * that no figure shows a hidden flag part. On Debian or Ubuntu as root it installs Debian's packages;
 * anywhere else it says what to install. Prints the Python to run the figure scripts with.
 */
import {execFileSync, spawnSync} from 'node:child_process';

const pythonPackages = ['python3-pil', 'python3-numpy', 'python3-matplotlib'];
const modules = 'import PIL, numpy, matplotlib';

/** Debian's own Python first: its packages are where apt puts them; a pyenv or venv python3 may not see them. */
const pythons = ['/usr/bin/python3', 'python3'];

const pythonWithModules = () =>
  pythons.find((python) => spawnSync(python, ['-c', modules], {stdio: 'ignore'}).status === 0);
const hasTesseract = () => spawnSync('tesseract', ['--version'], {stdio: 'ignore'}).status === 0;
const canApt = () =>
  process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], {stdio: 'ignore'}).status === 0;

function main(): number {
  const missing = [
    ...(pythonWithModules() ? [] : pythonPackages),
    ...(hasTesseract() ? [] : ['tesseract-ocr']),
  ];
  if (missing.length > 0) {
    if (!canApt()) {
      console.error(
        `The figure scripts need: ${missing.join(', ')} (Debian package names). Install them and run again.`,
      );
      return 1;
    }
    console.log(`Installing Debian's ${missing.join(', ')}.`);
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
      stdio: 'inherit',
      env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'},
    });
  }
  const python = pythonWithModules();
  if (!python || !hasTesseract()) {
    console.error('The figure tools are still missing after the install.');
    return 1;
  }
  console.log(
    `Figure tools ready. Run figure scripts with this Python: ${python} <the make_figures.py the scaffolder wrote> <original file>`,
  );
  return 0;
}

process.exit(main());
