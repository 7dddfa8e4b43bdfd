"""Compiling a card: each piece of its text (an attack's, an Ability's, a Trainer's effect) into
effect-library parts, or into a miss that leaves that piece to the manual tools.

A piece compiles only if every one of its sentences matches a shape: nothing is half applied.
The result is data (:mod:`playmat.effects.data`), stored once per card text.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from typing import Any

from playmat.cards.model import Card
from playmat.cards.text_format import is_reminder
from playmat.compiler import shapes  # noqa: F401  (declares the shapes)
from playmat.compiler.abilities import ability_opening
from playmat.compiler.grammar import ABILITY, ATTACK, SHAPES, TRAINER, Context, Miss
from playmat.compiler.grammar import opening_condition as opening
from playmat.compiler.text import regular, sentences
from playmat.effects.base import ALWAYS, Part
from playmat.effects.data import part_to_data

#: Bumped whenever shapes change what they compile to: stored scripts of an older compiler are
#: compiled again.
COMPILER_VERSION = 1
#: The longest run of sentences one shape may span.
LONGEST_SHAPE = 3


@dataclass(frozen=True)
class Missed:
    """A piece of text the compiler leaves to the manual tools: where it is printed, and the
    first sentence no shape understood (in regular text, numbers as ``N``, for the report)."""

    where: str
    sentence: str

    @property
    def shape(self) -> str:
        """The sentence with its numbers and types left out, as the coverage report groups
        misses."""
        text = re.sub(r"\d+", "N", self.sentence)
        return re.sub(
            r"\b(Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon|"
            r"Colorless)\b",
            "<type>",
            text,
        )


@dataclass(frozen=True)
class Compiled:
    """What the compiler made of a card: the script data of the pieces it understood, and the
    pieces it did not. The card is automated when nothing was missed."""

    script: dict[str, Any]
    missed: tuple[Missed, ...]

    @property
    def automated(self) -> bool:
        return not self.missed


def text_key(card: Card) -> str:
    """The card's functional identity as the compiler sees it: its name (which its text may
    use for "this Pokémon"), kind and every text it compiles. Reprints share it, and so share
    one compiled script."""
    facts = [
        card.name,
        card.supertype.value,
        [(a.name, a.text) for a in card.attacks],
        [(a.name, a.kind, a.text) for a in card.abilities],
        trainer_effect(card),
    ]
    encoded = json.dumps(facts, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return hashlib.sha256(encoded).hexdigest()[:32]


def compile_card(card: Card) -> Compiled:
    script: dict[str, Any] = {}
    missed: list[Missed] = []
    for index, attack in enumerate(card.attacks):
        if attack.text:
            result = compile_text(attack.text, card, ATTACK)
            if isinstance(result, Missed):
                missed.append(Missed(f"attack {attack.name}", result.sentence))
            else:
                script.setdefault("attacks", {})[str(index)] = _data(result)
    for index, ability in enumerate(card.abilities):
        compiled = compile_ability(ability.text, card)
        if isinstance(compiled, Missed):
            missed.append(Missed(f"{ability.kind} {ability.name}", compiled.sentence))
        else:
            script.setdefault("abilities", {})[str(index)] = compiled
    effect = trainer_effect(card)
    if effect:
        result = compile_text(effect, card, TRAINER)
        if isinstance(result, Missed):
            missed.append(Missed("effect", result.sentence))
        else:
            script["trainer"] = _data(result)
    return Compiled(script, tuple(missed))


def trainer_effect(card: Card) -> str:
    """The effect text of a Trainer or a Special Energy, without the reminders of how its kind
    is played; ``""`` for Pokémon and basic Energy (a Pokémon's rule box is played by the
    rules: its Prize count, the deck rules)."""
    if card.is_pokemon or card.is_basic_energy:
        return ""
    return " ".join(rule for rule in card.rules if not is_reminder(rule))


def compile_ability(text: str, card: Card) -> dict[str, Any] | Missed:
    """An Ability's data: how it is used (announced once a turn, when it evolves...), then its
    text as parts."""
    kind, rest = ability_opening(regular(text, card.name))
    if kind is None:
        return Missed("ability", sentences(rest)[0] if rest else text)
    result = compile_text(rest, card, ABILITY, already_regular=True)
    if isinstance(result, Missed):
        return result
    return {"kind": kind.value, "parts": _data(result)}


def compile_text(
    text: str, card: Card, where: str, *, already_regular: bool = False
) -> list[Part] | Missed:
    """The parts of one piece of text, or the first sentence no shape understood."""
    remaining = sentences(text if already_regular else regular(text, card.name))
    context = Context(card, where)
    while remaining:
        for count in range(min(LONGEST_SHAPE, len(remaining)), 0, -1):
            if _match(" ".join(remaining[:count]), count, context):
                del remaining[:count]
                break
        else:
            return Missed(where, remaining[0])
    if not context.parts:
        return Missed(where, text)
    return context.parts


def _match(text: str, count: int, context: Context) -> bool:
    when, rest = opening(text)
    for candidate in SHAPES:
        if candidate.sentences != count or context.where not in candidate.where:
            continue
        if when != ALWAYS and not candidate.conditional:
            continue
        match = candidate.regex.fullmatch(rest)
        if match is None:
            continue
        context.when = when
        try:
            made = candidate.build(match, context)
        except (Miss, ValueError):
            # Values out of range for the parts (a count of 0, a type that isn't one).
            return False
        context.parts.extend(made)
        return True
    return False


def _data(parts: list[Part]) -> list[dict[str, Any]]:
    return [part_to_data(part) for part in parts]
