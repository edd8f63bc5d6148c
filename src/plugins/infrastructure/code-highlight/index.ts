import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps Prism out of the site's bundles: the remark plugin (remark.ts, registered
 * on docs, blog and pages) highlights code at build time, and the swizzled
 * CodeBlock renders those lines. The classic theme still imports
 * prism-react-renderer, so that import resolves to a stub.
 */
export default function pluginCodeHighlight(): Plugin {
  return {
    name: 'code-highlight',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prismStub.ts')}}};
    },
  };
}
