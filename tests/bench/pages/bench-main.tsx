import '../../../src/views/theme.css';
import * as jstree from './jstree-bench';
import * as machines from './machines-bench';
import * as table from './table-bench';
import * as tree from './tree-bench';

/** The runner drives these through page.evaluate; every function returns milliseconds measured in the page. */
const api = { ...tree, ...jstree, ...table, ...machines };
(window as unknown as { bench: typeof api }).bench = api;
document.body.dataset.ready = 'true';
