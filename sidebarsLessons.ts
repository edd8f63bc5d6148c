import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {lessonsSidebar, readTracks, tracksFile} from './src/plugins/features/lessons/tracks';

/** The lessons' sidebar, from the learning path's tracks (lessons/tracks.yml). */
export default lessonsSidebar(
  readTracks(path.join(__dirname, 'lessons', tracksFile)),
) satisfies SidebarsConfig;
