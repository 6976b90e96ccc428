"""A fixture of tests/site/test_layers.py, never part of the package: a module of kawu.engine
(the bottom layer) that imports the API, which the import-linter contract must refuse."""

from kawu import api

REFUSED = api
