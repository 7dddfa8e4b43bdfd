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

#: Where a text is printed: an attack's text, an Ability's, or a Trainer's (or Energy's) effect.
ATTACK, ABILITY, TRAINER = "attack", "ability", "trainer"

TYPE = (
    r"(?P<type>Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon|Colorless)"
)


class Miss(Exception):
    """The text can't be compiled (a shape matched with values out of range)."""


@dataclass
class Context:
    """What a builder may know: the card, where its text is printed, the condition the
    sentence opened with, and the parts made so far for this text."""

    card: Card
    where: str
    when: Condition = ALWAYS
    parts: list[Part] = field(default_factory=list)


Builder = Callable[[re.Match[str], Context], Sequence[Part]]


@dataclass(frozen=True)
class Shape:
    regex: re.Pattern[str]
    build: Builder
    where: frozenset[str]
    conditional: bool
    #: How many sentences the shape spans.
    sentences: int


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

_CONDITIONS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Condition]], ...] = (
    (re.compile(r"^if heads, ", re.I), lambda m: Heads()),
    (re.compile(r"^if tails, ", re.I), lambda m: Tails()),
    (re.compile(r"^if you do, ", re.I), lambda m: YouDid()),
    (
        re.compile(rf"^if your opponent's Active Pokémon is an? {TYPE} Pokémon, ", re.I),
        lambda m: DefenderIsType(energy_type(m["type"])),
    ),
    (
        re.compile(rf"^if your opponent's Active Pokémon has {TYPE} Resistance, ", re.I),
        lambda m: DefenderResists(energy_type(m["type"])),
    ),
    (
        re.compile(r"^if your opponent's Active Pokémon is an Evolution Pokémon, ", re.I),
        lambda m: DefenderIsEvolution(),
    ),
    (
        re.compile(rf"^if this Pokémon has any {TYPE} Energy attached(?: to it)?, ", re.I),
        lambda m: SelfHasEnergy(energy_type(m["type"])),
    ),
)


def opening_condition(sentence: str) -> tuple[Condition, str]:
    """The condition a sentence opens with (``ALWAYS`` if none) and the rest of it."""
    for regex, make in _CONDITIONS:
        match = regex.match(sentence)
        if match:
            return make(match), sentence[match.end() :]
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
