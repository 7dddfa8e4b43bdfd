"""Compiling a card: each piece of its text (an attack's, an Ability's, a Trainer's, Tool's,
Stadium's or Special Energy's effect) into effect-library parts or always-on effects, or into a
miss that leaves that piece to the manual tools.

A piece compiles only if every one of its sentences matches a shape: nothing is half applied.
The result is data (:mod:`playmat.effects.data`), stored once per card text.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import playmat
import playmat.compiler
import playmat.effects
from playmat.cards.facts import effect_text
from playmat.cards.model import Card
from playmat.compiler import shapes  # noqa: F401  (declares the shapes)
from playmat.compiler.abilities import ability_cost, ability_opening, one_use_per_name
from playmat.compiler.grammar import (
    ABILITY,
    ALWAYS_ON,
    ATTACK,
    ENERGY,
    PASSIVE,
    SHAPES,
    STADIUM,
    TOOL,
    TRAINER,
    Context,
    Made,
    Miss,
)
from playmat.compiler.grammar import opening_condition as opening
from playmat.compiler.text import regular, sentences
from playmat.compiler.triggers import TriggerUse, as_yours, stadium_opening, trigger_opening
from playmat.effects.ability_parts import OnlyWhileIn
from playmat.effects.always_on import InPlayEffect
from playmat.effects.base import ALWAYS, Always
from playmat.effects.data import always_on_to_data, part_to_data
from playmat.effects.predicates import Heads, HeadsCount, Tails
from playmat.effects.trainer_play import UsableOnlyIf
from playmat.rules.scripting import AbilityKind


def _compiler_version() -> int:
    """A number that changes whenever the compiler or the effect library may compile or play a
    text differently: Playmat's version and the source of both packages, hashed. Stored scripts
    another compiler made are compiled again, so nobody has to remember to bump a number (an
    installed build without its sources changes it with Playmat's version)."""
    digest = hashlib.sha256(playmat.__version__.encode())
    for package in (playmat.compiler, playmat.effects):
        root = Path(package.__file__ or "").parent
        for path in sorted(root.rglob("*.py")):
            digest.update(path.relative_to(root).as_posix().encode())
            digest.update(path.read_bytes())
    # Seven bytes: a positive 64-bit integer, as the database stores it.
    return int.from_bytes(digest.digest()[:7], "big")


#: The compiler that made a stored script (see :func:`_compiler_version`).
COMPILER_VERSION = _compiler_version()
#: The longest run of sentences one shape may span.
LONGEST_SHAPE = 3
#: Rule-box subtypes whose rule for playing the card the engine doesn't carry out (a Pokémon
#: V-UNION's four cards put together from the discard pile): the players do it by hand, so the
#: card is not automated.
RULES_LEFT_TO_PLAYERS = frozenset({"V-UNION"})


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
    #: The shapes its text matched, by name (which shapes a card shows at work).
    shapes: frozenset[str] = frozenset()

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
        effect_text(card),
    ]
    encoded = json.dumps(facts, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return hashlib.sha256(encoded).hexdigest()[:32]


def compile_card(card: Card) -> Compiled:
    script: dict[str, Any] = {}
    missed: list[Missed] = []
    used: set[str] = set()
    for index, attack in enumerate(card.attacks):
        if attack.text and not regular(attack.text, card.name):
            # Only reminders of rules the engine applies itself (one GX attack a game): the
            # attack does its damage, and nothing is left to the manual tools.
            script.setdefault("attacks", {})[str(index)] = []
        elif attack.text:
            result = compile_text(attack.text, card, ATTACK, used=used)
            if isinstance(result, Missed):
                missed.append(Missed(f"attack {attack.name}", result.sentence))
            else:
                script.setdefault("attacks", {})[str(index)] = _data(result)
    for index, ability in enumerate(card.abilities):
        compiled = compile_ability(ability.text, card, used)
        if isinstance(compiled, Missed):
            missed.append(Missed(f"{ability.kind} {ability.name}", compiled.sentence))
        else:
            script.setdefault("abilities", {})[str(index)] = compiled
    if card.is_pokemon and not RULES_LEFT_TO_PLAYERS.isdisjoint(card.subtypes):
        missed.append(Missed("rule box", card.rules[0] if card.rules else card.name))
    effect = effect_text(card)
    if effect:
        where = effect_place(card)
        if where == TRAINER:
            result = compile_text(effect, card, where, used=used)
            if isinstance(result, Missed):
                missed.append(Missed("effect", result.sentence))
            else:
                script["trainer"] = _data(result)
        else:
            in_play = compile_in_play(effect, card, where, used)
            if isinstance(in_play, Missed):
                missed.append(Missed("effect", in_play.sentence))
            else:
                script.update(in_play)
    return Compiled(script, tuple(missed), frozenset(used))


def compile_in_play(text: str, card: Card, where: str, used: set[str]) -> dict[str, Any] | Missed:
    """A Pokémon Tool's, Special Energy's or Stadium's text: what it does while in play, and
    its triggered texts (:mod:`playmat.compiler.triggers`). A triggered text runs from its
    opening to the next trigger, or to a sentence that works while the card is in play."""
    steady: list[str] = []
    triggered: list[tuple[TriggerUse, list[str]]] = []
    for sentence in sentences(regular(text, "")):
        try:
            use, rest = trigger_opening(sentence, ability=False)
        except Miss:
            return Missed(where, sentence)
        if use is None and where == STADIUM:
            try:
                use, rest = stadium_opening(sentence)
            except Miss:
                return Missed(where, sentence)
        if use is not None:
            triggered.append((use, [_held_as_this(rest, sentence)]))
        elif triggered and isinstance(
            compile_text(sentence, card, where, already_regular=True), Missed
        ):
            continued = _held_as_this(sentence, sentence)
            if triggered[-1][0].trigger is None:
                continued = as_yours(continued)
            triggered[-1][1].append(continued)
        else:
            steady.append(sentence)
    found: dict[str, Any] = {}
    if steady:
        result = compile_text(" ".join(steady), card, where, already_regular=True, used=used)
        if isinstance(result, Missed):
            return result
        found["in_play"] = _data(result)
    for use, text_sentences in triggered:
        parts = compile_triggered(use, " ".join(text_sentences), card, used)
        if isinstance(parts, Missed):
            return parts
        if use.trigger is None:
            if "stadium" in found:
                return Missed(where, text)
            found["stadium"] = _data(parts)
            continue
        found.setdefault("triggers", []).append(
            {"trigger": use.trigger.value, "optional": use.optional, "parts": _data(parts)}
        )
    return found


def compile_triggered(
    use: TriggerUse, text: str, card: Card, used: set[str]
) -> list[Made] | Missed:
    """A triggered text's parts (text like an Ability's; a Stadium's used by a player, like a
    Trainer's), after the condition it resolves under."""
    where = TRAINER if use.trigger is None else ABILITY
    result = compile_text(text, card, where, already_regular=True, used=used)
    if isinstance(result, Missed):
        return result
    if use.condition != ALWAYS:
        result.insert(0, UsableOnlyIf(use.condition, of="ability"))
    return result


def _held_as_this(text: str, sentence: str) -> str:
    """In a Pokémon Tool's or Special Energy's triggered text, the Pokémon it is attached to is
    the Pokémon whose text resolves: "this Pokémon" to the shapes (and "it", once the sentence
    has named that Pokémon)."""
    text = re.sub(r"\bthe Pokémon this card is attached to\b", "this Pokémon", text)
    if "the Pokémon this card is attached to" in sentence:
        text = re.sub(r"\bto it\.$", "to this Pokémon.", text)
    return text


def effect_place(card: Card) -> str:
    """Where a Trainer's or Special Energy's effect works: as the card is played (Items,
    Supporters), or for as long as it is in play (Tools, Stadiums, Special Energy)."""
    if card.is_energy:
        return ENERGY
    if "Pokémon Tool" in card.subtypes:
        return TOOL
    if "Stadium" in card.subtypes:
        return STADIUM
    return TRAINER


def compile_ability(text: str, card: Card, used: set[str]) -> dict[str, Any] | Missed:
    """An Ability's data: how it is used (announced once a turn, when it evolves...), then its
    text as parts; text with no such opening works all the time (EN I-A-02)."""
    text = regular(text, card.name)
    try:
        trigger, after = trigger_opening(text, ability=True)
    except Miss:
        return Missed(ABILITY, text)
    if trigger is not None:
        after, one_per_name = one_use_per_name(after)
        parts = compile_triggered(trigger, after, card, used)
        if isinstance(parts, Missed):
            return parts
        return {
            "kind": AbilityKind.TRIGGERED.value,
            "trigger": str(trigger.trigger),
            "optional": trigger.optional,
            "one_per_name": one_per_name,
            "parts": _data(parts),
        }
    text, cost = ability_cost(text, opening=False)
    try:
        use, rest = ability_opening(text)
    except Miss:
        return Missed(ABILITY, text)
    if use is not None and not cost:
        rest, cost = ability_cost(rest, opening=True)
    if cost:
        if use is None:
            return Missed(ABILITY, cost)
        rest = f"{cost} {rest[:1].upper()}{rest[1:]}"
    rest, one_per_name = one_use_per_name(rest)
    result = compile_text(rest, card, ABILITY if use else PASSIVE, already_regular=True, used=used)
    if isinstance(result, Missed):
        return result
    if use is None:
        passive = {"kind": AbilityKind.PASSIVE.value, "always_on": _data(result)}
        return {**passive, "one_per_name": True} if one_per_name else passive
    data: dict[str, Any] = {"kind": use.kind.value}
    if use.condition != ALWAYS:
        result.insert(0, UsableOnlyIf(use.condition, of="ability"))
    if use.only_in is not None:
        result.insert(0, OnlyWhileIn(use.only_in))
    if not use.once_per_turn:
        data["once_per_turn"] = False
    if one_per_name:
        data["one_per_name"] = True
    return {**data, "parts": _data(result)}


def compile_text(
    text: str,
    card: Card,
    where: str,
    *,
    already_regular: bool = False,
    used: set[str] | None = None,
) -> list[Made] | Missed:
    """The parts of one piece of text (always-on effects for text that works while its card is
    in play), or the first sentence no shape understood; the names of the shapes it matched are
    added to ``used``."""
    remaining = sentences(text if already_regular else regular(text, _own_name(card)))
    context = Context(card, where)
    matched: list[str] = []
    #: The printed sentence each half of a sentence joined by ", and" came from.
    joined: dict[str, str] = {}
    while remaining:
        for count in range(min(LONGEST_SHAPE, len(remaining)), 0, -1):
            name = _match(" ".join(remaining[:count]), count, context)
            if name is not None:
                matched.append(name)
                del remaining[:count]
                break
        else:
            halves = conjoined(remaining[0])
            if halves is None:
                return Missed(where, joined.get(remaining[0], remaining[0]))
            for half in halves:
                joined[half] = joined.get(remaining[0], remaining[0])
            remaining[:1] = halves
    always_on = where in ALWAYS_ON
    if not context.parts or any(isinstance(m, InPlayEffect) != always_on for m in context.parts):
        return Missed(where, text)
    if used is not None:
        used.update(matched)
    return context.parts


def _match(text: str, count: int, context: Context) -> str | None:
    """The name of the shape that matched ``text`` (its parts added to the context)."""
    when, rest = opening(text, context.where)
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
            return None
        context.parts.extend(made)
        return candidate.name
    return None


#: What may follow ", and " as a sentence of its own: an attack's damage, a Special Condition,
#: an Energy discarded, a Prize card taken, a heal, a Knock Out.
_AND_THEN = re.compile(
    r", and (?=(?:this attack does|this Pokémon (?:also )?does|your opponent's Active Pokémon is "
    r"now|this Pokémon is now|discard (?:\d+|all|an?) (?:\w+ )?Energy|take \d+ Prize|heal|"
    r"Knock Out)\b)",
    re.IGNORECASE,
)
#: Conditions both halves may open with alike: what the text's coins came up (a half can't
#: change it). Any other condition is asked again by the second half, after the first.
_SHARED_CONDITIONS = (Always, Heads, Tails, HeadsCount)
_DEFENDER = "your opponent's Active Pokémon"


def conjoined(sentence: str) -> list[str] | None:
    """A sentence that does two things joined by ", and" ("Discard all Energy from this
    Pokémon, and take a Prize card.") as two sentences, each with the condition it opened
    with; ``None`` when it isn't one. Only a condition on the coins is shared, or any condition
    when the first half settles the attack's damage (which a later half can't change back)."""
    when, rest = opening(sentence)
    found = _AND_THEN.search(rest)
    if found is None:
        return None
    settles_damage = rest.lower().startswith("this attack does")
    if not isinstance(when, _SHARED_CONDITIONS) and not settles_damage:
        return None
    prefix = sentence[: len(sentence) - len(rest)]
    second = rest[found.end() :]
    if rest.lower().startswith(_DEFENDER.lower()):
        # "Your opponent's Active Pokémon is now Paralyzed, and discard an Energy from that
        # Pokémon": the second half names the first's subject.
        second = re.sub(r"\bthat Pokémon\b", _DEFENDER, second)
    return [
        f"{prefix}{rest[: found.start()]}.",
        prefix + (second if prefix else second[:1].upper() + second[1:]),
    ]


def _own_name(card: Card) -> str:
    """The name a card's text may use for "this Pokémon": a Pokémon's own. A Trainer's text
    never means itself by its name ("Switch your Active Pokémon ...")."""
    return card.name if card.is_pokemon else ""


def _data(made: list[Made]) -> list[dict[str, Any]]:
    return [
        always_on_to_data(item) if isinstance(item, InPlayEffect) else part_to_data(item)
        for item in made
    ]
