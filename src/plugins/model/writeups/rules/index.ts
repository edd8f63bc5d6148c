/**
 * The content standard's checks, for the tests and the review scripts (scripts/content-stats.ts): every rule a
 * machine can check on a write-up's body. The build never imports this entry (an ESLint rule says so).
 */
export {checkWriteups, findSharedParagraphs, type CheckedWriteup} from './check';
export {
  countSolveFigures,
  figureReasons,
  findFiguresWithoutScript,
  findMissingFigure,
} from './figureRequirement';
export {findSolverProblems, solverRunsAlone, solversOf} from './solver';
export {
  deepAnalysisPoints,
  exampleScriptTitle,
  findContentProblems,
  findScaffoldLeftovers,
  minimumProseWords,
} from './content';
export {
  findChartProblems,
  findEncodedFlags,
  findEnvironmentWording,
  findFigureProblems,
  findSolvingHints,
  findTrimmedOutput,
} from './review';
export {eventFieldsIn, findBalanceProblems, findSplProblems} from './spl';
export {
  figureTextRecordFile,
  figureTexts,
  readFigureTextRecord,
  shownFigures,
  type FigureTextRecord,
  type ShownFigure,
} from './figureRecord';
export {findHiddenFlagText, hiddenFlagParts, readFigureText} from './figureText';
