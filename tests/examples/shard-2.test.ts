/** The runnable examples of every second page with examples, starting at page 2 (examples.ts). */
import {defineExampleTests} from './examples';

defineExampleTests(2, 2);
