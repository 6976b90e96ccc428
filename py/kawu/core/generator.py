"""CPython's Mersenne Twister in the core, as a ``random.Random`` (``CoreRandom``): the search hands
it its generator's state, the core's deals draw from it, and it gives the state back."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kawu.core import Core

#: The words of the generator's state (``Random.getstate()[1]``: 624 and the index).
MT_WORDS = 625


class CoreRandom(random.Random):
    """A ``random.Random`` whose numbers come from the core's generator: CPython's Mersenne
    Twister (``core/pyrandom.c``), handed ``source``'s state. ``random()`` and ``getrandbits()``
    give what ``source`` would (and so ``sample``, ``shuffle``, ``choices``, built on them), and
    the core's deals draw from the same stream: the search's deals are then the same whether the
    core or Python draws them. ``give_back()`` returns the state to ``source``."""

    def __init__(self, loaded: Core, source: random.Random) -> None:
        self.core = loaded
        self._source = source
        super().__init__()
        _, internal, self._gauss = source.getstate()
        loaded.set_generator(internal)

    def seed(self, a: Any = None, version: int = 2) -> None:
        pass  # (random.Random's constructor seeds; the state is the source's)

    def random(self) -> float:
        return self.core.random()

    def getrandbits(self, k: int) -> int:
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        if k == 0:
            return 0
        if k < 32:
            return self.core.getrandbits(k)
        value, shift = 0, 0
        while k > 0:  # CPython's 32-bit words, the least significant first
            word = self.core.genrand()
            if k < 32:
                word >>= 32 - k
            value |= word << shift
            shift += 32
            k -= 32
        return value

    def getstate(self) -> tuple[Any, ...]:
        return (self.VERSION, self.core.generator(), self._gauss)

    def setstate(self, state: tuple[Any, ...]) -> None:
        _, internal, self._gauss = state
        self.core.set_generator(internal)

    def give_back(self) -> None:
        """The source takes the generator's state as the core left it."""
        self._source.setstate(self.getstate())


__all__ = ["MT_WORDS", "CoreRandom"]
