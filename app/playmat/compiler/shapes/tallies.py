"""What "for each ..." counts on the board, as texts word it (:data:`TALLY`, read with
:func:`read_tally`): heads, Energy, damage counters, Prize cards, Pokémon, cards in a zone
(:mod:`playmat.effects.tallies`, EN II-B-01..B-03). The shapes of damage, coins and damage to
other Pokémon use it."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from playmat.compiler.grammar import TYPE, Miss, energy_type
from playmat.compiler.shapes.words import CARDS, POKEMON_NOUN, card_filter, some_pokemon
from playmat.effects.predicates import BasicEnergy, EnergyCard, HasAttackNamed, NamedCard
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
    "all of your pokémon": Tally.ENERGY_ON_YOUR_POKEMON,
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


def _counters(match: re.Match[str]) -> Count:
    if match["benched"]:
        return Count(Tally.COUNTERS_ON_YOUR_BENCHED, cards=some_pokemon(match["pokemon"]))
    return Count(_COUNTERS_ON[match["on"].lower()])


def _prizes(match: re.Match[str]) -> Count:
    if match["who"].lower() == "you have":
        return Count(Tally.PRIZES_YOU_TOOK)
    return Count(Tally.PRIZES_OPPONENT_TOOK)


def _benched(match: re.Match[str]) -> Count:
    tally = Tally.OPPONENTS_BENCHED if match["whose"] else Tally.YOUR_BENCHED
    if match["name"]:
        return Count(tally, cards=NamedCard(match["name"], pokemon=True))
    return Count(tally, cards=some_pokemon(match["pokemon"]))


def _in_play(match: re.Match[str]) -> Count:
    tally = Tally.OPPONENTS_POKEMON if match["whose"] else Tally.YOUR_POKEMON
    if match["attack"]:
        return Count(tally, cards=HasAttackNamed(match["attack"]))
    return Count(tally, cards=some_pokemon(match["pokemon"]))


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

TALLIES: list[tuple[re.Pattern[str], Reader]] = [
    (re.compile(r"heads", re.I), lambda m: Count(Tally.HEADS)),
    (re.compile(r"tails", re.I), lambda m: Count(Tally.TAILS)),
    (
        re.compile(
            rf"(?:{TYPE.replace('type', 'etype')} |(?P<basic>Basic )|(?P<special>Special ))?"
            r"Energy(?P<card> card)? attached to (?P<on>this Pokémon|your opponent's Active "
            r"Pokémon|both Active Pokémon|all of your Pokémon|all of your opponent's Pokémon)",
            re.I,
        ),
        _energy,
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
        re.compile(rf"of your {_WHOSE}Benched (?:(?P<pokemon>{POKEMON_NOUN})|{_NAME})", re.I),
        _benched,
    ),
    (
        re.compile(r"Benched Pokémon \(both yours and your opponent's\)", re.I),
        lambda m: Count(Tally.ALL_BENCHED),
    ),
    (
        re.compile(
            rf"of your {_WHOSE}(?:Pokémon in play that has the (?P<attack>[^.]+?) attack|"
            rf"(?P<pokemon>{POKEMON_NOUN}) in play)",
            re.I,
        ),
        _in_play,
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
]

TALLY = rf"(?P<what>{_alternation(TALLIES)})"


def read_tally(words: str) -> Count:
    """What the words of a :data:`TALLY` group count."""
    for regex, read in TALLIES:
        found = regex.fullmatch(words)
        if found:
            return read(found)
    raise Miss(f"nothing counts {words!r}")
