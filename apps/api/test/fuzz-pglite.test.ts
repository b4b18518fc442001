// Fuzzing every call (fuzz.ts) on the embedded database (why only there: fuzz.ts).
import { fuzzSuite } from './fuzz';

fuzzSuite('pglite');
