"""Pending choices: when a procedure or an effect needs a decision, the game stops and exposes
one of these as plain data, and waits for an :class:`~playmat.rules.actions.Answer`.

The UI, the network peer, the bots and the tests all answer the same way: with the indices of the
chosen options. The chooser sees the prompt and the options; the other player sees only who is
choosing and what for (:class:`Purpose`), never how many options a hidden zone holds.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum

from playmat.i18n.message import CardName, Message, msg
from playmat.rules.refusals import Refusal, refusal


class ChoiceKind(StrEnum):
    #: Choose cards (from hand, deck, discard pile, Prizes, attached cards).
    CARDS = "cards"
    #: Choose Pokémon in play.
    POKEMON = "pokemon"
    #: Yes or no ("you may", E-10).
    YES_NO = "yes_no"
    #: Pick one of several plain options (go first or second, how many cards to draw).
    OPTION = "option"


class Purpose(StrEnum):
    """What a choice is for: views and bots treat some specially, and the other player is told
    only this ("waiting for the computer: searching its deck")."""

    GO_FIRST = "go_first"
    SETUP_ACTIVE = "setup_active"
    SETUP_BENCH = "setup_bench"
    EXTRA_DRAWS = "extra_draws"
    TAKE_PRIZE = "take_prize"
    PROMOTE = "promote"
    RETREAT_ENERGY = "retreat_energy"
    YOU_MAY = "you_may"
    SEARCH = "search"
    ATTACH_TARGET = "attach_target"
    DAMAGE_TARGET = "damage_target"
    HEAL_TARGET = "heal_target"
    REMOVE_CONDITION = "remove_condition"
    DISCARD_FROM_HAND = "discard_from_hand"
    DISCARD_ENERGY = "discard_energy"
    ATTACH_FROM_DISCARD = "attach_from_discard"
    RECOVER = "recover"
    LOOK_AT_PRIZE = "look_at_prize"


@dataclass(frozen=True, slots=True)
class Option:
    label: Message
    #: The card (uid) this option stands for, if any.
    card: int | None = None
    #: The Pokémon in play (id) this option stands for, if any.
    pokemon: int | None = None
    value: int | str | None = None


def card_option(name: CardName, uid: int, pokemon: int | None = None) -> Option:
    """An option that is a card (or the Pokémon in play whose top card it is)."""
    return Option(msg("option.card", card=name), card=uid, pokemon=pokemon)


@dataclass(frozen=True, slots=True)
class Choice:
    player: int
    kind: ChoiceKind
    prompt: Message
    options: tuple[Option, ...]
    minimum: int = 1
    maximum: int = 1
    purpose: Purpose = Purpose.YOU_MAY
    #: Card uids the chooser may see while choosing (a deck search shows the whole deck).
    shown_cards: tuple[int, ...] = field(default=())

    def check(self, indices: tuple[int, ...]) -> Refusal | None:
        """Why an answer is not valid, or ``None`` if it is."""
        return answer_refusal(indices, len(self.options), self.minimum, self.maximum)

    def answers(self) -> Iterator[tuple[int, ...]]:
        """Every valid answer (combinations of options, smallest first)."""
        return all_answers(len(self.options), self.minimum, self.maximum)

    def random_answer(self, rng: random.Random) -> tuple[int, ...]:
        return random_answer(rng, len(self.options), self.minimum, self.maximum)


def answer_refusal(
    indices: tuple[int, ...], options: int, minimum: int, maximum: int
) -> Refusal | None:
    """Why ``indices`` don't answer a choice of ``options`` options taking ``minimum`` to
    ``maximum`` of them, or ``None`` if they do (the chooser's view can tell: a guest on the LAN
    checks its answer before sending it)."""
    if not isinstance(indices, tuple) or any(type(i) is not int for i in indices):
        return refusal("answer_not_indices")
    if len(set(indices)) != len(indices):
        return refusal("answer_repeated")
    if any(not 0 <= i < options for i in indices):
        return refusal("answer_not_offered")
    if not minimum <= len(indices) <= maximum:
        if minimum == maximum:
            return refusal("answer_count_exact", count=minimum)
        return refusal("answer_count_between", minimum=minimum, maximum=maximum)
    return None


def all_answers(options: int, minimum: int, maximum: int) -> Iterator[tuple[int, ...]]:
    """Every answer to a choice of ``options`` taking ``minimum`` to ``maximum`` of them."""
    for size in range(minimum, min(maximum, options) + 1):
        yield from itertools.combinations(range(options), size)


def random_answer(rng: random.Random, options: int, minimum: int, maximum: int) -> tuple[int, ...]:
    """A uniformly chosen size, then uniformly chosen options: cheap for large choices."""
    size = rng.randint(minimum, min(maximum, options))
    return tuple(sorted(rng.sample(range(options), size)))


def yes_no(player: int, prompt: Message, purpose: Purpose = Purpose.YOU_MAY) -> Choice:
    return Choice(
        player,
        ChoiceKind.YES_NO,
        prompt,
        (Option(msg("option.yes"), value="yes"), Option(msg("option.no"), value="no")),
        purpose=purpose,
    )
