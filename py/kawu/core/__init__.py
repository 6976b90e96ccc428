"""The hard level's hot loop in WebAssembly: the core (``core/*.c``, built into ``kawu_core.wasm``).

The search plays tens of thousands of rollout cards a decision. The core plays them: a batch of
states is written into the module's memory as records of int64 words (``layout``), one call plays
every state to the end of its hand with the normal player at each seat, and the tricks and points
each seat took are read back. The Python engine then ends the hand (moons, contracts, bags) and the
search scores it as before, so the core holds only trick play and the card rules of the rollouts.

The module is loaded by Python itself: by ``wasmtime`` in CPython, by the browser's
``WebAssembly`` through Pyodide's ``js`` module in the page's worker. The Python rules stay the
reference and the fallback: ``rollouts()`` is None when the module cannot be loaded, or when
``KAWU_CORE=python`` is set in the environment, and the search then plays its rollouts in Python.
Either way it makes the same decisions (``tests/core/``).
"""

from __future__ import annotations

import os
import struct
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from kawu.core.backends import Backend, Browser, Wasmtime
from kawu.core.generator import MT_WORDS
from kawu.core.generator import CoreRandom as CoreRandom  # (its home: kawu.core.CoreRandom)
from kawu.core.layout import PARAM_WORDS, REC_WORDS, RECORD, ROW_WORDS

_RECORD = RECORD
#: A record (its REC_WORDS words) as the core's memory holds it, for ``Core.play_out_packed``
#: (``layout.packed(state)`` packs a state's record in one call).
pack_record = _RECORD.pack
#: The environment variable that chooses the implementation: ``python`` forces the Python rules.
ENV = "KAWU_CORE"
WASM = "kawu_core.wasm"


class CoreError(RuntimeError):
    """The core refused a batch (an error code of ``core/kawu.h``)."""


#: The error codes of ``core/kawu.h``.
ERRORS = {
    -1: "not a game the core knows",
    -2: "an option the core does not play",
    -3: "too many states in one batch",
    -4: "a state with no card to play",
}
UNSUPPORTED = -2


class Played:
    """The records of a batch played out: ``played[i]`` is the i-th record's words, a view of
    the words read back (made when asked for: the search asks for one at a time)."""

    __slots__ = ("_n", "_words")

    #: Each record's words among a batch's, made once (grown to the largest batch seen).
    _slices: tuple[slice, ...] = ()

    def __init__(self, words: Sequence[int], n: int) -> None:
        self._words = words
        self._n = n
        if n > len(Played._slices):
            ats = range(0, n * REC_WORDS, REC_WORDS)
            Played._slices = tuple(slice(at, at + REC_WORDS) for at in ats)

    def __len__(self) -> int:
        return self._n

    def __getitem__(self, i: int) -> Sequence[int]:
        if not 0 <= i < self._n:
            raise IndexError(i)
        return self._words[i * REC_WORDS : (i + 1) * REC_WORDS]

    def __iter__(self) -> Iterator[Sequence[int]]:
        # map: each view made by C, no generator frame run for each (kawu.bench --core)
        return map(self._words.__getitem__, Played._slices[: self._n])


class Core:
    """The loaded core: batches of records in, the same records played out (or cards) back."""

    def __init__(self, backend: Backend) -> None:
        self._backend = backend
        if (
            backend.call("kawu_record_words") != REC_WORDS
            or backend.call("kawu_param_words") != PARAM_WORDS
            or backend.call("kawu_row_words") != ROW_WORDS
        ):
            raise CoreError("the module's record layout is not py/kawu/core/layout.py's")
        self.max_records = backend.call("kawu_max_records")
        self._records = backend.call("kawu_records")
        self._template = backend.call("kawu_template")
        self._rows = backend.call("kawu_rows")
        self._params = backend.call("kawu_params")
        self._cards = backend.call("kawu_cards")
        self._checks = backend.call("kawu_checks")
        self._mt = backend.call("kawu_mt")
        self._room = backend.call("kawu_room")
        self._out = backend.call("kawu_out")
        self._owner: object = None
        self.last_hands: list[int] | None = None
        self.last_terms: list[tuple[float, bool]] = []
        self.last_random = 0.0

    def _write_params(self, params: Sequence[int]) -> None:
        self._backend.write(self._params, struct.pack(f"<{PARAM_WORDS}q", *params))

    def _load(self, params: Sequence[int], records: Sequence[Sequence[int]]) -> int:
        pack = _RECORD.pack
        return self._load_packed(params, [pack(*r) for r in records])

    def _load_packed(self, params: Sequence[int], packed: Sequence[bytes]) -> int:
        n = len(packed)
        if n > self.max_records:
            raise CoreError(ERRORS[-3])
        self._write_params(params)
        self._backend.write(self._records, b"".join(packed))
        return n

    def _check(self, code: int) -> int:
        if code < 0:
            raise CoreError(ERRORS.get(code, f"error {code}"))
        return code

    def play_out(
        self, params: Sequence[int], records: Sequence[Sequence[int]]
    ) -> list[Sequence[int]]:
        """Every record played to the end of its hand; each returned as its words."""
        pack = _RECORD.pack
        return list(self.play_out_packed(params, [pack(*r) for r in records]))

    def play_out_packed(self, params: Sequence[int], packed: Sequence[bytes]) -> Played:
        """``play_out`` of records already packed (``pack_record``), as the search makes them,
        its results read back once and viewed one at a time (``Played``). Neither a record's
        list nor its result's view outlives its use: the objects a batch kept alive (40,000 a
        hand of ``kawu.bench --core``) made CPython's collector run, now and then through the
        whole heap, for a third of a Hearts rollout's time."""
        n = self._load_packed(params, packed)
        self._check(self._backend.call("kawu_play_out", n))
        return self._played(n)

    def play_out_rows(
        self, params: Sequence[int], template: bytes, rows: Sequence[bytes]
    ) -> Played:
        """``play_out_packed`` of records the core makes itself: each is ``template`` (a packed
        record) with one row's hands and first card (``layout.ROW``). The search of a card sends
        its worlds so: they differ from one another only in the hands dealt, and a row is 5
        words to pack, not a record's 40."""
        n = len(rows)
        if n > self.max_records:
            raise CoreError(ERRORS[-3])
        self._write_params(params)
        data = b"".join(rows)
        if len(template) != 8 * REC_WORDS or len(data) != 8 * ROW_WORDS * n:
            raise CoreError("a template is one record and each row ROW_WORDS words")
        self._backend.write(self._template, template)
        self._backend.write(self._rows, data)
        self._check(self._backend.call("kawu_play_out_rows", n))
        return self._played(n)

    def _played(self, n: int) -> Played:
        """The first n records, read back after a batch was played out."""
        words = n * REC_WORDS
        data = self._backend.read(self._records, 8 * words)
        if sys.byteorder == "little":
            # A view of the words read, not n tuples of them: the search reads a few words of
            # each record (``layout.result_key``); unpacking all of them cost twice the call.
            return Played(memoryview(data).cast("q"), n)
        return Played(struct.unpack(f"<{words}q", data), n)

    def choose(
        self, params: Sequence[int], records: Sequence[Sequence[int]], style: int = 0
    ) -> list[int]:
        """The normal player's card for the seat to play in every record; Hearts in ``style``
        (``layout.STYLE_ROLLOUT``, the rollouts' card, or ``STYLE_LEVEL``, the normal level's)."""
        n = self._load(params, records)
        self._check(self._backend.call("kawu_choose", n, style))
        return list(struct.unpack(f"<{n}q", self._backend.read(self._cards, 8 * n)))

    def load_checks(
        self,
        owner: object,
        params: Sequence[int],
        checks: dict[int, list[tuple[list[int], int, int]]],
    ) -> None:
        """Load the reads' checks of one decision (``inference.Explained``): for each seat, the
        states it played from (records), the card it played and the cards it played later."""
        for s, items in checks.items():
            self._load(params, [r for r, _, _ in items])
            words = [w for _, card, later in items for w in (card, later)]
            self._backend.write(self._checks, struct.pack(f"<{len(words)}q", *words))
            self._check(self._backend.call("kawu_checks_load", s, len(items)))
        self._owner = owner

    def owns(self, owner: object) -> bool:
        """The checks loaded are ``owner``'s (another decision's may have replaced them)."""
        return self._owner is owner

    def explains(self, s: int, hand: int, queen: bool) -> tuple[bool, int]:
        """``Explained._explains`` for the checks loaded: whether the model, holding ``hand``,
        plays every card ``s`` played, and how many of its decisions were asked."""
        answer = self._backend.call(
            "kawu_explains", s, hand & LOW_BITS, hand >> HAND_SPLIT, int(queen)
        )
        return bool(answer & 1), answer >> 1

    # -- the decision's deals (core/sample.c) ------------------------------------------------
    def take(self, owner: object, params: Sequence[int], room: Sequence[int]) -> None:
        """Make the core ``owner``'s (a decision's reads or sampler): its parameters, its deal
        room (``sample.c``'s ``S_*`` words), and no answer of another decision's kept."""
        self._write_params(params)
        self.write_room(owner, room)
        self._backend.call("kawu_memo_clear")
        self._owner = owner

    def write_room(self, owner: object, room: Sequence[int]) -> None:
        """The deal room's words again (the answers kept stay)."""
        self._backend.write(self._room, struct.pack(f"<{len(room)}q", *room))

    def draw(self, explained: bool, then_random: bool = False) -> tuple[list[int], int, int]:
        """One deal of the room written, as ``Explained.hands`` (``explained``) or
        ``sample_hands`` draws it, from the core's generator (``CoreRandom``): the four hands,
        the hands drawn and the model's decisions asked (the reads' work). With
        ``then_random``, the generator's next ``random()`` is drawn after the deal, in the same
        call, and kept in ``last_random``."""
        self._check(self._backend.call("kawu_draw", int(explained), int(then_random)))
        data = self._backend.read(self._out, 96 if then_random else 88)
        words = struct.unpack("<6q", data[:48])
        hands = list(words[:4])
        terms = struct.unpack("<4d", data[48:80])
        (zeros,) = struct.unpack("<q", data[80:88])
        #: The last deal drawn and, for a room with bidders, what it says of each bid
        #: (``bid.BidWeigh.from_terms``).
        self.last_hands = hands
        self.last_terms = [(terms[s], bool(zeros >> s & 1)) for s in range(4)]
        if then_random:
            (self.last_random,) = struct.unpack("<d", data[88:96])
        return hands, words[4], words[5]

    def explains_memo(self, s: int, hand: int) -> tuple[bool, int]:
        """``Explained.explains`` (its answers kept in the core): whether the model, holding
        ``hand``, plays every card ``s`` played, and the model's decisions asked."""
        fits = self._backend.call("kawu_explains_memo", s, hand & LOW_BITS, hand >> HAND_SPLIT)
        (asked,) = struct.unpack("<q", self._backend.read(self._out + 40, 8))
        return bool(fits), asked

    def choose_pass(self, params: Sequence[int], records: Sequence[Sequence[int]]) -> list[int]:
        """The normal Hearts pass (``passing.choose_pass``, ``ROLLOUT``) of the seat ``R_TURN``
        of every record, as card bits."""
        n = self._load(params, records)
        self._check(self._backend.call("kawu_choose_pass", n))
        return list(struct.unpack(f"<{n}q", self._backend.read(self._cards, 8 * n)))

    def take_pass(self, owner: object, params: Sequence[int], seat: int, mine: int) -> None:
        """Make the core ``owner``'s, a pass search: ``seat`` holding ``mine`` (its hand and
        its pass), the 39 other cards to deal (``pass_world``)."""
        self._write_params(params)
        self._check(self._backend.call("kawu_pass_load", seat, mine & LOW_BITS, mine >> HAND_SPLIT))
        self._owner = owner

    def pass_world(self) -> tuple[list[int], list[int]]:
        """One deal of the pass search from the core's generator: every seat's hand (the other
        seats' dealt from the shuffled cards) and the other seats' passes by the normal rules."""
        self._check(self._backend.call("kawu_pass_world"))
        words = struct.unpack("<8q", self._backend.read(self._out, 64))
        return list(words[:4]), list(words[4:])

    # -- CPython's Mersenne Twister in the core ---------------------------------------------
    def set_generator(self, internal: Sequence[int]) -> None:
        """Give the core's generator ``Random.getstate()[1]`` (624 words and the index)."""
        self._backend.write(self._mt, struct.pack(f"<{len(internal)}q", *internal))
        self._check(self._backend.call("kawu_mt_load"))

    def generator(self) -> tuple[int, ...]:
        """The core's generator as ``Random.getstate()[1]``."""
        self._backend.call("kawu_mt_save")
        return struct.unpack(f"<{MT_WORDS}q", self._backend.read(self._mt, 8 * MT_WORDS))

    def genrand(self) -> int:
        """One 32-bit word of the generator (CPython's ``genrand_uint32``)."""
        self._backend.call("kawu_genrand")
        return int(struct.unpack("<q", self._backend.read(self._out, 8))[0])

    def getrandbits(self, k: int) -> int:
        """``Random.getrandbits(k)`` for 1 <= k <= 31."""
        return self._backend.call("kawu_getrandbits", k)

    def random(self) -> float:
        """``Random.random()``."""
        self._backend.call("kawu_random")
        return float(struct.unpack("<d", self._backend.read(self._out, 8))[0])


#: A hand crosses into the core as two int32 arguments (JavaScript passes numbers, not BigInts).
HAND_SPLIT = 26
LOW_BITS = (1 << HAND_SPLIT) - 1

_loaded: Core | None = None
_tried = False
#: Why the core is not in use (None while it is, or before the first ``core()``).
why_not: str | None = None


def _read() -> bytes | str:
    """The package's module, or why it cannot be read."""
    try:
        with open(os.path.join(os.path.dirname(__file__), WASM), "rb") as f:
            return f.read()
    except OSError as e:
        return f"{WASM} cannot be read: {e}"


#: The module's bytes, read when the package is imported: the page's worker imports every module
#: of kawu before it makes its snapshot of Python's memory, and a restored snapshot has no files.
_DATA = _read()


def load(data: bytes | None = None) -> Core:
    """A new instance of the module (``data``: its bytes; by default the package's own file)."""
    if data is None:
        if isinstance(_DATA, str):
            raise FileNotFoundError(_DATA)
        data = _DATA
    backend: Backend = Browser(data) if sys.platform == "emscripten" else Wasmtime(data)
    return Core(backend)


def core() -> Core | None:
    """The core, loaded at the first call; None with ``KAWU_CORE=python`` or when the module
    cannot be loaded (``why_not`` says why): the Python rules then play."""
    global _loaded, _tried, why_not
    if not _tried:
        _tried = True
        choice = os.environ.get(ENV, "")
        if choice == "python":
            why_not = f"{ENV}=python"
        elif choice not in ("", "wasm"):
            why_not = f"{ENV}={choice!r} is not 'python' or 'wasm'"
        else:
            try:
                _loaded = load()
            except Exception as e:  # no module, no wasmtime, a browser without WebAssembly
                why_not = f"the core could not be loaded: {type(e).__name__}: {e}"
                if choice == "wasm":
                    raise
    return _loaded


@contextmanager
def using(loaded: Core | None) -> Iterator[None]:
    """Inside the block, ``core()`` is ``loaded`` (None: the Python rules play), then as it
    was: one process times or compares both (``kawu.bench_hard --compare``)."""
    global _loaded, _tried
    before = _loaded, _tried
    _loaded, _tried = loaded, True
    try:
        yield
    finally:
        _loaded, _tried = before


def reset() -> None:
    """Forget the loaded core, so the next ``core()`` reads ``KAWU_CORE`` again (tests)."""
    global _loaded, _tried, why_not
    _loaded, _tried, why_not = None, False, None
