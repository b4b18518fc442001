// Fuzzing every call (fuzz.ts) on the embedded database: a file per database, so both run side by side.
import { fuzzSuite } from './fuzz';

fuzzSuite('pglite');
