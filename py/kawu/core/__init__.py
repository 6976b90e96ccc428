"""The compiled core (WebAssembly), between the engine and the computer players."""
