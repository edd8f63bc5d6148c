import {afterEach, describe, expect, it, vi} from 'vitest';
import {stopBuildOrReport} from '../stopBuildOrReport';

describe('stopBuildOrReport', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('stops the production build with the message', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => stopBuildOrReport('docs/x.mdx: difficulty: must be one of easy')).toThrow(
      'docs/x.mdx: difficulty: must be one of easy',
    );
  });

  it('lets the development server go on, saying what is wrong in the terminal', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => stopBuildOrReport('docs/x.mdx: difficulty: must be one of easy')).not.toThrow();
    expect(error).toHaveBeenCalledWith('[ERROR] docs/x.mdx: difficulty: must be one of easy');
  });
});
