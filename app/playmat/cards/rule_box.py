"""What a Pokémon with a BREAK or LEGEND rule box is, as cards (the rules that play them, and
why they are played so: :mod:`playmat.rules.rule_box`).

A Pokémon BREAK "retains the attacks, Abilities, Weakness, Resistance, and Retreat Cost of its
previous Evolution" (its rule text): :func:`played_card` is the one card a Pokémon in play is,
for the engine, the computer player and the table alike.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from playmat.cards.model import Card

_BREAK = "BREAK"
_LEGEND = "LEGEND"

#: BREAK Pokémon as played, by (BREAK card, card under it): the rules read them many times.
#: The two cards are kept with it, so that their ids are never another card's.
_PLAYED: dict[tuple[int, int], tuple[Card, Card, Card]] = {}


def is_break(card: Card) -> bool:
    """A Pokémon BREAK (its subtype): it keeps what the card under it has."""
    return card.stage == _BREAK


def is_legend(card: Card) -> bool:
    """A half of a Pokémon LEGEND (its subtype): played only with its other half."""
    return card.stage == _LEGEND


def played_card(stack: Sequence[Card]) -> Card:
    """The card a Pokémon in play is, from its stack (bottom to top): its top card, except a
    Pokémon BREAK's, which has the attacks, Abilities, Weakness, Resistance and Retreat Cost of
    the card under it too."""
    top = stack[-1]
    if len(stack) < 2 or not is_break(top):
        return top
    return break_card(top, stack[-2])


def text_cards(stack: Sequence[int], cards: Mapping[int, Card]) -> Sequence[int]:
    """The cards of a Pokémon's stack (by uid, bottom to top) whose attacks and Abilities it
    has: its top card, and under a Pokémon BREAK the card it retains them from (the other cards
    under a Pokémon have none, EN I-A-05)."""
    if len(stack) > 1 and is_break(cards[stack[-1]]):
        return stack[-2:]
    return stack[-1:]


def break_card(top: Card, under: Card) -> Card:
    """A Pokémon BREAK as it plays: the BREAK card ``top`` (its name, HP, type, Prize cards)
    with the attacks and Abilities of ``under`` first, then its own, and the Weakness,
    Resistance and Retreat Cost of ``under``."""
    key = (id(top), id(under))
    found = _PLAYED.get(key)
    if found is None:
        played = replace(
            top,
            attacks=under.attacks + top.attacks,
            abilities=under.abilities + top.abilities,
            weaknesses=under.weaknesses,
            resistances=under.resistances,
            retreat_cost=under.retreat_cost,
        )
        found = _PLAYED[key] = (top, under, played)
    return found[2]
