"""A cheating host: its game's shuffle of the guest's deck at setup is changed after the fact
(the deck is turned over), everything else is honest. The guest's audit must catch it."""

from __future__ import annotations

from typing import TypeVar

from playmat.rules import game as game_module
from playmat.rules.chance import Chance, chance_for

T = TypeVar("T")
#: The guest (seat 2) owns the second deck: cards 60 to 119 before any is renewed.
GUEST_CARDS = range(60, 120)


class TamperedChance:
    """The seed's own streams, except that the first shuffle of the guest's deck is reversed
    after it was made."""

    def __init__(self, honest: Chance) -> None:
        self.honest = honest
        self.version = honest.version
        self.tampered = False

    def coin(self) -> bool:
        return self.honest.coin()

    def force_coins(self, results: list[bool]) -> None:
        self.honest.force_coins(results)

    def shuffle(self, items: list[T]) -> None:
        self.honest.shuffle(items)
        if not self.tampered and items and all(item in GUEST_CARDS for item in items):
            items.reverse()
            self.tampered = True


def install() -> None:
    """Every game this process makes from now on cheats so."""

    def tampered(seed: int, version: int = 1) -> Chance:
        return TamperedChance(chance_for(seed, version))

    game_module.chance_for = tampered  # type: ignore[assignment]
