import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Click-to-zoom for figures in write-ups and posts, in a native dialog; see client.ts. */
export default function pluginImageZoom(): Plugin {
  return {
    name: 'image-zoom',
    getClientModules() {
      return [path.join(__dirname, 'client/zoom.ts')];
    },
  };
}
