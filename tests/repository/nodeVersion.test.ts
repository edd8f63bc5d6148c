import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import semver from 'semver';
import {describe, expect, it} from 'vitest';

const root = path.join(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
type LockPackage = {version?: string; engines?: {node?: string}; optional?: boolean; os?: string[]};
const packageJson = JSON.parse(read('package.json')) as {engines: {node: string}};
const lock = JSON.parse(read('package-lock.json')) as {packages: Record<string, LockPackage>};
const supported = packageJson.engines.node;

// The lowest release of each Node line the site says it supports, e.g. 20.19.0, 22.16.0 and 24.0.0.
const lowestOfEachLine = supported
  .split('||')
  .map((range) => semver.minVersion(range.trim())!.version);

describe('the Node version', () => {
  it('is one range, and every installed package accepts the lowest release of each line in it (no EBADENGINE on npm ci)', () => {
    expect(lowestOfEachLine.length).toBeGreaterThan(0);
    const refusals = Object.entries(lock.packages).flatMap(([name, info]) => {
      const wanted = info.engines?.node;
      // Binaries for other systems are never installed on Linux.
      if (!wanted || (info.optional && info.os && !info.os.includes('linux'))) return [];
      return lowestOfEachLine
        .filter((version) => !semver.satisfies(version, wanted))
        .map((version) => `${name}@${info.version} wants ${wanted}, not ${version}`);
    });
    expect(refusals).toEqual([]);
  });

  it('is what the README tells a newcomer, and what CI and the deploy workflow install', () => {
    expect(read('README.md')).toContain(`Node.js \`${supported}\``);
    const workflow = yaml.load(read('.github/workflows/deploy.yml')) as {
      jobs: {build: {steps: {with?: {'node-version'?: string | number}}[]}};
    };
    const deployed = workflow.jobs.build.steps.find(
      (step) => step.with?.['node-version'] !== undefined,
    )?.with?.['node-version'];
    expect(deployed, 'the node-version the deploy workflow sets up').toBeDefined();
    expect(
      semver.intersects(String(deployed), supported),
      `node-version ${String(deployed)} against ${supported}`,
    ).toBe(true);
    // npm refuses another version at install time instead of failing later in the build.
    expect(read('.npmrc')).toMatch(/^engine-strict=true$/m);
  });
});
