import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';

type Step = {run?: string; uses?: string};
type Workflow = {jobs: Record<string, {steps?: Step[]}>};

const workflow = yaml.load(
  fs.readFileSync(path.join(__dirname, '../../.github/workflows/deploy.yml'), 'utf8'),
) as Workflow;

describe('the deploy workflow', () => {
  it('runs every test before it uploads the site, so a failing build is never published', () => {
    const steps = workflow.jobs.build?.steps ?? [];
    const tests = steps.findIndex((step) => step.run?.trim() === 'npm test');
    const upload = steps.findIndex((step) =>
      step.uses?.startsWith('actions/upload-pages-artifact'),
    );
    expect(tests, 'a step running npm test').toBeGreaterThanOrEqual(0);
    expect(upload, 'the upload step').toBeGreaterThan(tests);
  });
});
