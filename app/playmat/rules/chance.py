"""Chance as data: the game's own seeded random streams, the same on every Python and machine.

A game's shuffles and coin flips come from two streams derived from its seed: block ``n`` of
the stream named ``s`` is ``HMAC-SHA256(key=seed, "playmat-chance/1|s|n")``, read 8 bytes at a
time as unsigned numbers. Shuffles are Playmat's own Fisher-Yates; numbers below a bound are
drawn by rejection, so every outcome is exactly equally likely. Because the streams are plain
functions of the seed, a saved game replays identically anywhere, and two players on a LAN can
agree on a seed by commit and reveal and each check every shuffle and flip afterwards.

Saves record :data:`CHANCE_VERSION`. Version 0 is how games were saved before these streams:
Python's ``random.Random(seed)``; such a save still loads and replays as it was played.
"""

from __future__ import annotations

import hashlib
import hmac
import random
import struct
from copy import deepcopy
from typing import Protocol, TypeVar

T = TypeVar("T")

#: The version of the streams that new games use; saves carry it.
CHANCE_VERSION = 1
#: Saves made before the version was recorded used Python's own generator.
LEGACY_CHANCE_VERSION = 0
_FOUR_NUMBERS = struct.Struct(">4Q")


class Chance(Protocol):
    """Where a game's randomness comes from."""

    version: int

    def coin(self) -> bool:
        """A fair coin: ``True`` for heads."""
        ...

    def shuffle(self, items: list[T]) -> None:
        """Shuffle ``items`` in place, every order equally likely."""
        ...

    def force_coins(self, results: list[bool]) -> None:
        """The next coin flips come out as given (scenarios and tests), then the stream goes
        on where it was."""
        ...


class Stream:
    """One named stream of random numbers from a seed (HMAC-SHA256 in counter mode)."""

    def __init__(self, seed: int, name: str) -> None:
        self._key = str(seed).encode("ascii")
        self._prefix = f"playmat-chance/{CHANCE_VERSION}|{name}|".encode("ascii")
        self._counter = 0
        self._block: tuple[int, ...] = ()
        self._offset = 0

    def __deepcopy__(self, memo: dict[int, object]) -> Stream:
        copy = Stream.__new__(Stream)
        copy.__dict__.update(self.__dict__)
        return copy

    def next64(self) -> int:
        """The next 64-bit unsigned number of the stream."""
        if self._offset >= len(self._block):
            message = self._prefix + str(self._counter).encode("ascii")
            # A block's four numbers, read 8 bytes at a time, big-endian.
            self._block = _FOUR_NUMBERS.unpack(hmac.digest(self._key, message, hashlib.sha256))
            self._counter += 1
            self._offset = 0
        value: int = self._block[self._offset]
        self._offset += 1
        return value

    def below(self, bound: int) -> int:
        """A number in ``range(bound)``, each equally likely (rejection sampling)."""
        if bound <= 0:
            raise ValueError("the bound must be positive")
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            value = self.next64()
            if value < limit:
                return value % bound


class _Coins:
    """Coin results forced in advance come before the stream's own."""

    def __init__(self) -> None:
        self._forced: list[bool] = []

    def force_coins(self, results: list[bool]) -> None:
        self._forced.extend(results)

    def coin(self) -> bool:
        return self._forced.pop(0) if self._forced else self._flip()

    def _flip(self) -> bool:
        raise NotImplementedError


class SeededChance(_Coins):
    """Version 1: one stream for shuffles and one for coin flips, so that a coin forced by a
    scenario or a test never changes the shuffles that follow."""

    version = CHANCE_VERSION

    def __init__(self, seed: int) -> None:
        super().__init__()
        self._shuffles = Stream(seed, "shuffle")
        self._coins = Stream(seed, "coin")

    def __deepcopy__(self, memo: dict[int, object]) -> SeededChance:
        copy = SeededChance.__new__(SeededChance)
        copy._forced = list(self._forced)
        copy._shuffles = deepcopy(self._shuffles)
        copy._coins = deepcopy(self._coins)
        return copy

    def _flip(self) -> bool:
        return self._coins.next64() >> 63 == 1

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates, from the last place to the first."""
        for last in range(len(items) - 1, 0, -1):
            other = self._shuffles.below(last + 1)
            items[last], items[other] = items[other], items[last]


class LegacyChance(_Coins):
    """Version 0, for saves made before :class:`SeededChance`: Python's generator, used exactly
    as those games used it."""

    version = LEGACY_CHANCE_VERSION

    def __init__(self, seed: int) -> None:
        super().__init__()
        self._random = random.Random(seed)

    def _flip(self) -> bool:
        return self._random.random() < 0.5

    def shuffle(self, items: list[T]) -> None:
        self._random.shuffle(items)


def chance_for(seed: int, version: int = CHANCE_VERSION) -> Chance:
    """The random streams of a game made with ``version``; ``ValueError`` for an unknown one."""
    if version == CHANCE_VERSION:
        return SeededChance(seed)
    if version == LEGACY_CHANCE_VERSION:
        return LegacyChance(seed)
    raise ValueError(f"unknown chance version {version}")
