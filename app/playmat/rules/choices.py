"""Pending choices: when a procedure or an effect needs a decision, the game stops and exposes
one of these as plain data, and waits for an :class:`~playmat.rules.actions.Answer`.

The UI, the network peer, the bots and the tests all answer the same way: with the indices of the
chosen options. The chooser sees the options; the other player sees only the prompt (and, for
hidden zones, how many options there are).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class ChoiceKind(StrEnum):
    #: Choose cards (from hand, deck, discard pile, Prizes, attached cards).
    CARDS = "cards"
    #: Choose Pokémon in play.
    POKEMON = "pokemon"
    #: Yes or no ("you may", E-10).
    YES_NO = "yes_no"
    #: Pick one of several plain options (go first or second, how many cards to draw).
    OPTION = "option"


@dataclass(frozen=True)
class Option:
    label: str
    #: The card (uid) this option stands for, if any.
    card: int | None = None
    #: The Pokémon in play (id) this option stands for, if any.
    pokemon: int | None = None
    value: int | str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "card": self.card,
            "pokemon": self.pokemon,
            "value": self.value,
        }


@dataclass(frozen=True)
class Choice:
    player: int
    kind: ChoiceKind
    prompt: str
    options: tuple[Option, ...]
    minimum: int = 1
    maximum: int = 1
    #: What the choice is for, so bots and views can treat it specially ("promote", "search").
    purpose: str = ""
    #: Card uids the chooser may see while choosing (a deck search shows the whole deck).
    shown_cards: tuple[int, ...] = field(default=())

    def check(self, indices: tuple[int, ...]) -> str | None:
        """Why an answer is not valid, or ``None`` if it is."""
        if len(set(indices)) != len(indices):
            return "An option was chosen twice."
        if any(not 0 <= i < len(self.options) for i in indices):
            return "That option is not on offer."
        if not self.minimum <= len(indices) <= self.maximum:
            if self.minimum == self.maximum:
                return f"Choose exactly {self.minimum}."
            return f"Choose between {self.minimum} and {self.maximum}."
        return None

    def answers(self) -> Iterator[tuple[int, ...]]:
        """Every valid answer (combinations of options, smallest first)."""
        indices = range(len(self.options))
        for size in range(self.minimum, min(self.maximum, len(self.options)) + 1):
            yield from itertools.combinations(indices, size)

    def random_answer(self, rng: random.Random) -> tuple[int, ...]:
        """A uniformly chosen size, then uniformly chosen options: cheap for large choices."""
        size = rng.randint(self.minimum, min(self.maximum, len(self.options)))
        return tuple(sorted(rng.sample(range(len(self.options)), size)))

    def to_dict(self, for_player: int) -> dict[str, Any]:
        """The choice as the given player may see it."""
        mine = for_player == self.player
        return {
            "player": self.player,
            "kind": self.kind.value,
            "prompt": self.prompt,
            "purpose": self.purpose,
            "minimum": self.minimum,
            "maximum": self.maximum,
            "options": [o.to_dict() for o in self.options] if mine else len(self.options),
        }


def yes_no(player: int, prompt: str, purpose: str = "you_may") -> Choice:
    return Choice(
        player,
        ChoiceKind.YES_NO,
        prompt,
        (Option("Yes", value="yes"), Option("No", value="no")),
        purpose=purpose,
    )
