/** The runnable examples of every second page with examples, starting at page 1 (examples.ts). */
import {defineExampleTests} from './examples';

defineExampleTests(1, 2);
