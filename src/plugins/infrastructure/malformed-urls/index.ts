import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Keeps the app running when a link's address holds a malformed `%` escape (client/repairLocation.ts). */
export default function pluginMalformedUrls(): Plugin {
  return {
    name: 'malformed-urls',
    getClientModules() {
      return [path.join(__dirname, 'client/repairLocation.ts')];
    },
  };
}
