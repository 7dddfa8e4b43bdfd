"""The compiler's grammar: sentence shapes, each the project's own wording of a kind of card
text, and the effect-library parts each one stands for.

A :class:`Shape` is a regular expression over regular text (:mod:`playmat.compiler.text`),
matched whole and case-insensitively against one sentence or a few in a row, and a builder that
turns the match into parts. A sentence may open with a condition ("If heads, ", "If you do, "),
which the compiler takes off and hands to the builder: a shape whose parts can't depend on one
says so (``conditional=False``) and then doesn't match a conditioned sentence.

Builders raise :class:`Miss` when the match names something out of range (no such type, a count
of 0): the text is then left to the manual tools, like text no shape matches.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from playmat.cards.model import Card, EnergyType
from playmat.effects.always_on import InPlayEffect
from playmat.effects.base import ALWAYS, Condition, Part
from playmat.effects.predicates import (
    DefenderIsEvolution,
    DefenderIsType,
    DefenderResists,
    Heads,
    SelfHasEnergy,
    Tails,
    YouDid,
)

#: Where a text is printed: an attack's, an announced Ability's (or one that triggers as the
#: Pokémon evolves), an Item's or a Supporter's effect.
ATTACK, ABILITY, TRAINER = "attack", "ability", "trainer"
#: Text that works for as long as its card is in play (:mod:`playmat.effects.always_on`): an
#: always-on Ability's, a Pokémon Tool's, a Stadium's, a Special Energy's.
PASSIVE, TOOL, STADIUM, ENERGY = "passive", "tool", "stadium", "energy"
#: Where always-on effects are made, and nothing else.
ALWAYS_ON = (PASSIVE, TOOL, STADIUM, ENERGY)

TYPE = (
    r"(?P<type>Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon|Colorless)"
)


class Miss(Exception):
    """The text can't be compiled (a shape matched with values out of range)."""


#: What a shape makes: parts of an effect that resolves, or always-on effects.
Made = Part | InPlayEffect


@dataclass
class Context:
    """What a builder may know: the card, where its text is printed, the condition the
    sentence opened with, and the parts made so far for this text."""

    card: Card
    where: str
    when: Condition = ALWAYS
    parts: list[Made] = field(default_factory=list)


Builder = Callable[[re.Match[str], Context], Sequence[Made]]


@dataclass(frozen=True)
class Shape:
    regex: re.Pattern[str]
    build: Builder
    where: frozenset[str]
    conditional: bool
    #: How many sentences the shape spans.
    sentences: int

    @property
    def name(self) -> str:
        """The shape's name: its module and builder (``damage.flip_coins``)."""
        return f"{self.build.__module__.rsplit('.', 1)[-1]}.{self.build.__name__}"


#: Every shape, in the order they were declared (the first that matches wins).
SHAPES: list[Shape] = []


def shape(
    pattern: str,
    *,
    where: Sequence[str] = (ATTACK,),
    conditional: bool = True,
    sentences: int = 1,
) -> Callable[[Builder], Builder]:
    """Declare a shape: ``@shape(r"draw (?P<n>\\d+) cards?\\.", where=(ATTACK, TRAINER))``;
    ``sentences`` when it spans more than one (joined by a space)."""

    def declare(build: Builder) -> Builder:
        regex = re.compile(pattern, re.IGNORECASE)
        SHAPES.append(Shape(regex, build, frozenset(where), conditional, sentences))
        return build

    return declare


# -- conditions that open a sentence -------------------------------------------------------------

Opening = Callable[[re.Match[str]], Condition]
#: Conditions a sentence may open with, each a regular expression (ending in ", "), what it
#: makes of the match, and where it is read (``None``: in every kind of text).
OPENINGS: list[tuple[re.Pattern[str], Opening, frozenset[str] | None]] = []


def opening(pattern: str, *, where: Sequence[str] | None = None) -> Callable[[Opening], Opening]:
    """Declare a condition a sentence may open with: ``@opening(r"if heads, ")``; ``where``
    when only some kinds of text mean it."""

    def declare(make: Opening) -> Opening:
        places = frozenset(where) if where is not None else None
        OPENINGS.append((re.compile("^" + pattern, re.IGNORECASE), make, places))
        return make

    return declare


@opening(r"if heads, ")
def _heads(match: re.Match[str]) -> Condition:
    return Heads()


@opening(r"if tails, ")
def _tails(match: re.Match[str]) -> Condition:
    return Tails()


@opening(r"if you do, ")
def _you_did(match: re.Match[str]) -> Condition:
    return YouDid()


@opening(rf"if your opponent's Active Pokémon is an? {TYPE} Pokémon, ")
def _defender_is_type(match: re.Match[str]) -> Condition:
    return DefenderIsType(energy_type(match["type"]))


@opening(rf"if your opponent's Active Pokémon has {TYPE} Resistance, ")
def _defender_resists(match: re.Match[str]) -> Condition:
    return DefenderResists(energy_type(match["type"]))


@opening(r"if your opponent's Active Pokémon is an Evolution Pokémon, ")
def _defender_is_evolution(match: re.Match[str]) -> Condition:
    return DefenderIsEvolution()


@opening(rf"if this Pokémon has any {TYPE} Energy attached(?: to it)?, ")
def _self_has_energy(match: re.Match[str]) -> Condition:
    return SelfHasEnergy(energy_type(match["type"]))


def opening_condition(sentence: str, where: str | None = None) -> tuple[Condition, str]:
    """The condition a sentence opens with (``ALWAYS`` if none) and the rest of it; ``where``:
    the kind of text it is printed in, when known."""
    for regex, make, places in OPENINGS:
        if where is not None and places is not None and where not in places:
            continue
        found = regex.match(sentence)
        if found:
            try:
                return make(found), sentence[found.end() :]
            except Miss:
                break
    return ALWAYS, sentence


# -- values in matches ------------------------------------------------------------------------


def number(text: str | None, *, least: int = 1) -> int:
    """A count or an amount read from a match; :class:`Miss` when it is out of range."""
    if text is None or not text.isdigit() or int(text) < least:
        raise Miss(f"{text!r} is not a number of at least {least}")
    return int(text)


def energy_type(name: str | None) -> EnergyType:
    for energy in EnergyType:
        if name is not None and energy.value.lower() == name.lower():
            return energy
    raise Miss(f"{name!r} is not a type")
