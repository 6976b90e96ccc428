"""How the core's module is run: by ``wasmtime`` in CPython (``Wasmtime``, its calls made
through the C API, ``FastCalls``), by the browser's ``WebAssembly`` in Pyodide (``Browser``).
Each gives ``kawu.core.Core`` the same three things: an export called by name, the memory
written and read.
"""

from __future__ import annotations

import atexit
import weakref
from typing import Any, Protocol


class Backend(Protocol):
    """One loaded module: its exports called by name, its memory read and written."""

    def call(self, name: str, *args: int) -> int: ...
    def write(self, address: int, data: bytes) -> None: ...
    def read(self, address: int, size: int) -> bytes: ...


class Wasmtime:
    """The module in CPython, through ``wasmtime``.

    A call through ``wasmtime.Func.__call__`` costs about 15 µs (it converts every argument by
    its type); the search asks the core tens of thousands of times a decision, so the calls go
    through the C API's unchecked call (``wasmtime_func_call_unchecked``: raw int32 arguments,
    checked once here against the export's type) and the memory through ``ctypes``, about 1 µs.
    The public API is the fallback if the pinned wasmtime's internals differ.
    """

    def __init__(self, data: bytes) -> None:
        import wasmtime

        engine = wasmtime.Engine()
        self._store = wasmtime.Store(engine)
        module = wasmtime.Module(engine, data)
        self._owned = (self._store, module, engine)
        _OPEN.add(self)
        instance = wasmtime.Instance(self._store, module, [])
        exports = instance.exports(self._store)
        self._memory: Any = exports["memory"]
        self._functions: dict[str, Any] = {
            e.name: exports[e.name] for e in module.exports if e.name != "memory"
        }
        self._fast: FastCalls | None = None
        try:
            self._fast = FastCalls(self._store, self._memory, self._functions)
        except Exception:  # another wasmtime: the public API
            self._fast = None

    def close(self) -> None:
        """Free the store, module and engine now (``wasmtime`` frees them when they are
        collected, which at interpreter exit comes after ctypes is gone and prints errors)."""
        self._fast = None
        for owned in self._owned:
            owned.close()

    def call(self, name: str, *args: int) -> int:
        if self._fast is not None:
            return self._fast.call(name, args)
        return int(self._functions[name](self._store, *args))

    def write(self, address: int, data: bytes) -> None:
        if self._fast is not None:
            self._fast.write(address, data)
        else:
            self._memory.write(self._store, data, address)

    def read(self, address: int, size: int) -> bytes:
        if self._fast is not None:
            return self._fast.read(address, size)
        return bytes(self._memory.read(self._store, address, address + size))


class FastCalls:
    """``wasmtime``'s C API through ``ctypes``, for exports that take and return int32."""

    def __init__(self, store: Any, memory: Any, functions: dict[str, Any]) -> None:
        import ctypes

        import wasmtime
        from wasmtime import _ffi as ffi

        self._ctypes = ctypes
        self._ffi = ffi
        self._context = store._context()
        self._slow = functions
        self._store = store
        i32 = wasmtime.ValType.i32()
        self._funcs: dict[str, tuple[Any, Any, int, int]] = {}
        for name, f in functions.items():
            ty = f.type(store)
            if any(t != i32 for t in (*ty.params, *ty.results)) or len(ty.results) > 1:
                raise TypeError(f"{name}: not an int32 function")
            size = max(len(ty.params), len(ty.results), 1)
            raw = (ffi.wasmtime_val_raw_t * size)()
            self._funcs[name] = (ctypes.byref(f._func), raw, size, len(ty.params))
        self._memory = memory
        self._base = ctypes.addressof(memory.data_ptr(store).contents)
        self._size = memory.data_len(store)

    def call(self, name: str, args: tuple[int, ...]) -> int:
        func, raw, size, n = self._funcs[name]
        if len(args) != n:
            raise TypeError(f"{name} takes {n} arguments, not {len(args)}")
        for i, a in enumerate(args):
            raw[i].i32 = a
        trap = self._ctypes.POINTER(self._ffi.wasm_trap_t)()
        error = self._ffi.wasmtime_func_call_unchecked(
            self._context, func, raw, size, self._ctypes.byref(trap)
        )
        if error or trap:  # the public API says what went wrong
            return int(self._slow[name](self._store, *args))
        return int(raw[0].i32)

    def _check(self, address: int, size: int) -> int:
        if not 0 <= address <= address + size <= self._size:
            raise IndexError(f"{size} bytes at {address}: outside the core's memory")
        return self._base + address

    def write(self, address: int, data: bytes) -> None:
        self._ctypes.memmove(self._check(address, len(data)), data, len(data))

    def read(self, address: int, size: int) -> bytes:
        return self._ctypes.string_at(self._check(address, size), size)


class Browser:
    """The module in Pyodide: compiled and run by the browser's (or Node's) ``WebAssembly``.

    The memory is reached through one ``Uint8Array`` over its whole buffer, made once: asking
    the module's ``memory.buffer`` again costs about 0.7 ms in Chromium (a proxy of a 5 MB
    buffer), and the module's memory never grows (no allocator: every area is static)."""

    def __init__(self, data: bytes) -> None:
        import js  # type: ignore[import-not-found]
        from pyodide.ffi import to_js  # type: ignore[import-not-found]

        module = js.WebAssembly.Module.new(to_js(data))
        self._exports = js.WebAssembly.Instance.new(module).exports
        self._heap = js.Uint8Array.new(self._exports.memory.buffer)
        self._views: dict[tuple[int, int], Any] = {}
        self._functions = {
            name: getattr(self._exports, name)
            for name in js.Object.keys(self._exports)
            if name != "memory"
        }

    def call(self, name: str, *args: int) -> int:
        return int(self._functions[name](*args))

    def write(self, address: int, data: bytes) -> None:
        self._view(address, len(data)).assign(data)

    def read(self, address: int, size: int) -> bytes:
        return bytes(self._view(address, size).to_bytes())

    def _view(self, address: int, size: int) -> Any:
        """A ``Uint8Array`` over ``size`` bytes at ``address``, made once for each area the core
        is asked about (its results, its generator: a few dozen), then each read or write
        crosses into JavaScript once, not twice."""
        key = (address, size)
        view = self._views.get(key)
        if view is None:
            view = self._heap.subarray(address, address + size)
            if len(self._views) < 256:
                self._views[key] = view
        return view


_OPEN: weakref.WeakSet[Wasmtime] = weakref.WeakSet()


@atexit.register
def _close_all() -> None:
    for backend in list(_OPEN):
        backend.close()
