"""What "for each ..." counts on the board, as texts word it (:data:`TALLY`, read with
:func:`read_tally`): heads, Energy, damage counters, Prize cards, Pokémon, cards in a zone
(:mod:`playmat.effects.tallies`, EN II-B-01..B-03). The shapes of damage, coins and damage to
other Pokémon use it."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from playmat.compiler.grammar import TYPE, Miss, energy_type
from playmat.compiler.shapes.words import CARDS, POKEMON_NOUN, card_filter, some_pokemon
from playmat.effects.predicates import (
    AnyOf,
    AnyPokemon,
    BasicEnergy,
    CardFilter,
    EnergyCard,
    HasAttackNamed,
    NamedCard,
    NameHas,
)
from playmat.effects.tallies import Count, Tally


def _plain(pattern: str) -> str:
    """A pattern with its named groups made plain, to sit in an alternation with others."""
    return re.sub(r"\(\?P<\w+>", "(?:", pattern)


Reader = Callable[[re.Match[str]], Count]


def _alternation(table: Sequence[tuple[re.Pattern[str], Reader]]) -> str:
    return "(?:" + "|".join(_plain(regex.pattern) for regex, _ in table) + ")"


_ENERGY_ON = {
    "this pokémon": Tally.ENERGY_ON_SELF,
    "your opponent's active pokémon": Tally.ENERGY_ON_DEFENDER,
    "both active pokémon": Tally.ENERGY_ON_BOTH_ACTIVE,
    "this pokémon and your opponent's active pokémon": Tally.ENERGY_ON_BOTH_ACTIVE,
    "all of your pokémon": Tally.ENERGY_ON_YOUR_POKEMON,
    "your pokémon": Tally.ENERGY_ON_YOUR_POKEMON,
    "all of your opponent's pokémon": Tally.ENERGY_ON_OPPONENTS_POKEMON,
}

_COUNTERS_ON = {
    "this pokémon": Tally.COUNTERS_ON_SELF,
    "your opponent's active pokémon": Tally.COUNTERS_ON_DEFENDER,
    "all of your opponent's pokémon": Tally.COUNTERS_ON_OPPONENTS_POKEMON,
}


def _energy(match: re.Match[str]) -> Count:
    tally = _ENERGY_ON[match["on"].lower()]
    if match["etype"]:
        if match["card"]:
            raise Miss("typed Energy cards attached")
        return Count(tally, energy=energy_type(match["etype"]))
    if match["basic"]:
        return Count(tally, cards=BasicEnergy())
    if match["special"]:
        return Count(tally, cards=EnergyCard(special=True))
    if match["card"]:
        return Count(tally, cards=EnergyCard())
    return Count(tally)


def _spare(match: re.Match[str]) -> Count:
    """Energy beyond the attack's cost: of a type, Basic Energy, or any."""
    if match["etype"]:
        return Count(Tally.SPARE_ENERGY, energy=energy_type(match["etype"]))
    return Count(Tally.SPARE_ENERGY, cards=BasicEnergy() if match["basic"] else None)


_BASIC_TYPES_ON = {
    "this pokémon": Tally.BASIC_TYPES_ON_SELF,
    "all of your pokémon": Tally.BASIC_TYPES_ON_YOUR_POKEMON,
    "your opponent's active pokémon": Tally.BASIC_TYPES_ON_DEFENDER,
}


def _basic_types(match: re.Match[str]) -> Count:
    if match["discard"]:
        return Count(Tally.BASIC_TYPES_IN_DISCARD)
    return Count(_BASIC_TYPES_ON[match["on"].lower()])


def _counters(match: re.Match[str]) -> Count:
    if match["benched"]:
        return Count(Tally.COUNTERS_ON_YOUR_BENCHED, cards=some_pokemon(match["pokemon"]))
    return Count(_COUNTERS_ON[match["on"].lower()])


def _prizes(match: re.Match[str]) -> Count:
    if match["who"].lower() == "you have":
        return Count(Tally.PRIZES_YOU_TOOK)
    return Count(Tally.PRIZES_OPPONENT_TOOK)


def _named(match: re.Match[str], cards: CardFilter | None) -> CardFilter | None:
    """The Pokémon words' filter, and the names they must have in them ("that has "Koffing"
    or "Weezing" in its name"), if the words say so."""
    names = match.groupdict().get("names")
    if not names:
        return cards
    base = cards or AnyPokemon()
    found = tuple(NameHas(base, text) for text in re.findall(r'"([^"]+)"', names))
    return found[0] if len(found) == 1 else AnyOf(found)


def _benched(match: re.Match[str]) -> Count:
    tally = Tally.OPPONENTS_BENCHED if match["whose"] else Tally.YOUR_BENCHED
    if match["name"]:
        return Count(tally, cards=NamedCard(match["name"], pokemon=True))
    if match["attack"]:
        return Count(tally, cards=HasAttackNamed(match["attack"]))
    return Count(tally, cards=_named(match, some_pokemon(match["pokemon"])))


def _in_play(match: re.Match[str]) -> Count:
    tally = Tally.OPPONENTS_POKEMON if match["whose"] else Tally.YOUR_POKEMON
    if match["attack"]:
        return Count(tally, cards=HasAttackNamed(match["attack"]))
    if match["damaged"]:
        if match["whose"]:
            raise Miss("the opponent's damaged Pokémon")
        return Count(Tally.YOUR_DAMAGED_POKEMON)
    if match["name"]:
        return Count(tally, cards=NamedCard(match["name"], pokemon=True))
    return Count(tally, cards=_named(match, some_pokemon(match["pokemon"])))


def _all_in_play(match: re.Match[str]) -> Count:
    return Count(Tally.ALL_POKEMON, cards=_named(match, some_pokemon(match["pokemon"])))


def _in_zone(match: re.Match[str]) -> Count:
    theirs = bool(match["whose"])
    if match.groupdict().get("zone") == "hand":
        return Count(Tally.OPPONENTS_HAND if theirs else Tally.YOUR_HAND)
    tally = Tally.OPPONENTS_DISCARD if theirs else Tally.YOUR_DISCARD
    if match.groupdict().get("attack"):
        return Count(tally, cards=HasAttackNamed(match["attack"]))
    return Count(tally, cards=card_filter(match))


_NAME = r"(?P<name>(?!Pokémon\b)(?-i:[A-Z])[\w'é-]*(?: (?!Pokémon\b)(?-i:[A-Z])[\w'é-]*)*)"

_WHOSE = r"(?P<whose>opponent's )?"
#: "that has "Koffing" or "Weezing" in its name".
_NAMES = r'(?: that (?:has|have) (?P<names>"[^"]+"(?: or "[^"]+")*) in (?:its|their) names?)?'
#: "that has the Round attack".
_ATTACK = r"(?:Pokémon(?: in play)? that (?:has|have) the (?P<attack>[^.]+?) attack(?: in play)?)"
#: Energy counted beyond an attack's cost: of a type, basic, or any.
_SPARE = rf"(?:{TYPE.replace('type', 'etype')} |(?P<basic>basic ))?Energy(?: card)?"

TALLIES: list[tuple[re.Pattern[str], Reader]] = [
    (re.compile(r"heads", re.I), lambda m: Count(Tally.HEADS)),
    (re.compile(r"tails", re.I), lambda m: Count(Tally.TAILS)),
    (
        re.compile(
            rf"(?:{TYPE.replace('type', 'etype')} |(?P<basic>Basic )|(?P<special>Special ))?"
            r"Energy(?P<card> card)? attached to (?P<on>this Pokémon|your opponent's Active "
            r"Pokémon|both Active Pokémon|this Pokémon and your opponent's Active Pokémon|"
            r"(?:all of )?your Pokémon|all of your opponent's Pokémon)",
            re.I,
        ),
        _energy,
    ),
    (
        re.compile(
            rf"extra {_SPARE} attached to this Pokémon \(in addition to this attack's cost\)",
            re.I,
        ),
        _spare,
    ),
    (
        re.compile(
            rf"{_SPARE} attached to this Pokémon,? but not used to pay for this attack"
            r"(?:'s Energy cost)?",
            re.I,
        ),
        _spare,
    ),
    (
        re.compile(
            r"damage counters? on (?:(?P<on>this Pokémon|your opponent's Active Pokémon|all of "
            r"your opponent's Pokémon)|(?P<benched>all of your Benched "
            rf"(?P<pokemon>{POKEMON_NOUN})))",
            re.I,
        ),
        _counters,
    ),
    (re.compile(r"Prize cards? (?P<who>your opponent has|you have) taken", re.I), _prizes),
    (
        re.compile(
            rf"(?:of )?your {_WHOSE}Benched (?:{_ATTACK}|(?P<pokemon>{POKEMON_NOUN}){_NAMES}|"
            rf"{_NAME})",
            re.I,
        ),
        _benched,
    ),
    (
        re.compile(r"Benched Pokémon \(both yours and your opponent's\)", re.I),
        lambda m: Count(Tally.ALL_BENCHED),
    ),
    (
        re.compile(
            rf"(?:of )?your {_WHOSE}(?:{_ATTACK}|(?P<damaged>Pokémon that (?:has|have) any "
            rf"damage counters on (?:it|them))|(?P<pokemon>{POKEMON_NOUN}) in play{_NAMES})|"
            rf"{_NAME} you have in play",
            re.I,
        ),
        _in_play,
    ),
    (
        re.compile(
            rf"(?P<pokemon>{POKEMON_NOUN}) in play{_NAMES} \(both yours and your opponent's\)",
            re.I,
        ),
        _all_in_play,
    ),
    (
        re.compile(r"(?:of )?your remaining Prize cards", re.I),
        lambda m: Count(Tally.YOUR_PRIZES_LEFT),
    ),
    (
        re.compile(r"different type of Pokémon on your Bench", re.I),
        lambda m: Count(Tally.TYPES_ON_YOUR_BENCH),
    ),
    (
        re.compile(
            r"(?:different )?type of basic Energy(?: card)? (?:attached to (?P<on>this Pokémon|"
            r"all of your Pokémon|your opponent's Active Pokémon)|(?P<discard>in your discard "
            r"pile))",
            re.I,
        ),
        _basic_types,
    ),
    (
        re.compile(r"Pokémon Tool attached to all of your Pokémon", re.I),
        lambda m: Count(Tally.TOOLS_ON_YOUR_POKEMON),
    ),
    (
        re.compile(rf"{CARDS} in your {_WHOSE}discard pile", re.I),
        _in_zone,
    ),
    (
        re.compile(
            rf"Pokémon in your {_WHOSE}discard pile that has the (?P<attack>[^.]+?) attack", re.I
        ),
        _in_zone,
    ),
    (re.compile(rf"card in your {_WHOSE}(?P<zone>hand)", re.I), _in_zone),
    (
        re.compile(r"Special Condition affecting your opponent's Active Pokémon", re.I),
        lambda m: Count(Tally.CONDITIONS_ON_DEFENDER),
    ),
    (
        re.compile(r"Colorless in your opponent's Active Pokémon's Retreat Cost", re.I),
        lambda m: Count(Tally.DEFENDER_RETREAT_COST),
    ),
    (
        re.compile(rf"(?P<pokemon>{POKEMON_NOUN}) you have in play", re.I),
        lambda m: Count(Tally.YOUR_POKEMON, cards=some_pokemon(m["pokemon"])),
    ),
]

TALLY = rf"(?P<what>{_alternation(TALLIES)})"


def read_tally(words: str) -> Count:
    """What the words of a :data:`TALLY` group count."""
    for regex, read in TALLIES:
        found = regex.fullmatch(words)
        if found:
            return read(found)
    raise Miss(f"nothing counts {words!r}")
