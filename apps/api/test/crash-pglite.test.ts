// The crash test (crash.ts) on the embedded database: a file per database, so both run side by side.
import { crashSuite } from './crash';
import { completionCrashSuite } from './crash-completion';

crashSuite('pglite');
completionCrashSuite('pglite');
