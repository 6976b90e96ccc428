// A fixture of tests/site/test_layers.py, never part of the page: a module of web/js/words/ (the
// bottom layer) that imports a view, which the page's ESLint config must refuse.
import { h } from "../views/dom.js";

export const refused = h;
