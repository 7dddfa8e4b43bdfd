"""How triggered text opens (EN II-E-03..E-08, E-20; :mod:`playmat.rules.triggers`): what
sets it off ("If this Pokémon is Knocked Out by damage from an attack from your opponent's
Pokémon, ", "When you attach this card from your hand to 1 of your Benched Pokémon, ", "At
the end of your turn, ", "Whenever your opponent attaches an Energy card from their hand to 1
of their Pokémon, "), then maybe a condition ("if the Pokémon this card is attached to is in
the Active Spot, ") and "you may". What follows is text like an Ability's.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from playmat.compiler.grammar import Miss, opening_condition
from playmat.compiler.shapes.words import POKEMON_NOUN, some_pokemon
from playmat.effects.always_on import Spot
from playmat.effects.base import ALWAYS, Condition
from playmat.effects.triggered import ThatPokemonIs
from playmat.rules.scripting import Trigger


@dataclass(frozen=True)
class TriggerUse:
    """A triggered text's opening: what sets it off (None: a player who uses the Stadium,
    :func:`stadium_opening`), the condition it resolves under, and whether its owner "may"."""

    trigger: Trigger | None
    condition: Condition = ALWAYS
    optional: bool = False


_OPPONENTS_ATTACK = r"by damage from an attack from your opponent's Pokémon"
_END_OF_TURN = r"at the end of your turn(?: \(after your attack\))?, "

Named = Callable[[re.Match[str]], Condition]


def _always(match: re.Match[str]) -> Condition:
    return ALWAYS


def _attached_to(match: re.Match[str]) -> Condition:
    """ "to 1 of your Benched Pokémon", "to your Active Pokémon", "to 1 Lightning Pokémon"."""
    spot = {"Benched ": Spot.BENCH, "Active ": Spot.ACTIVE}.get(match["spot"] or "", Spot.ANY)
    cards = some_pokemon(match["pokemon"])
    return ALWAYS if cards is None and spot is Spot.ANY else ThatPokemonIs(cards, spot)


def _benched(match: re.Match[str]) -> Condition:
    cards = some_pokemon(match["pokemon"])
    return ALWAYS if cards is None else ThatPokemonIs(cards)


#: An Ability's triggers (its Pokémon is "this Pokémon").
_ABILITY = (
    (rf"if this Pokémon is Knocked Out {_OPPONENTS_ATTACK}, ", Trigger.KNOCKED_OUT, _always),
    (
        r"whenever your opponent attaches 1 Energy card from their hand to 1 of their Pokémon, ",
        Trigger.OPPONENT_ATTACHES_ENERGY,
        _always,
    ),
    (
        r"whenever your opponent plays 1 Pokémon from their hand to evolve 1 of their Pokémon, ",
        Trigger.OPPONENT_EVOLVES,
        _always,
    ),
    (r"(?:during|at) Pokémon Checkup, ", Trigger.CHECKUP, _always),
    (_END_OF_TURN, Trigger.END_OF_TURN, _always),
)
#: A Pokémon Tool's, Special Energy's or Stadium's triggers.
_CARD = (
    (
        r"when you attach this card from your hand to (?:1 of your |your |1 |an? )?"
        rf"(?P<spot>Benched |Active )?(?P<pokemon>{POKEMON_NOUN}), ",
        Trigger.ATTACHED,
        _attached_to,
    ),
    (
        rf"if the Pokémon this card is attached to is Knocked Out {_OPPONENTS_ATTACK}, ",
        Trigger.KNOCKED_OUT,
        _always,
    ),
    (_END_OF_TURN, Trigger.END_OF_TURN, _always),
    (
        rf"whenever any player puts (?:1|an?) (?P<pokemon>{POKEMON_NOUN}) onto their Bench during "
        r"their turn, ",
        Trigger.BENCHED,
        _benched,
    ),
)
_YOU_MAY = re.compile(r"^you may (?:use this Ability\. )?", re.I)
#: Triggered text printed the other way round, in the order of the openings above.
_REWORDED = (
    (
        re.compile(
            r"^if this card is attached to 1 of your Pokémon, "
            r"discard it at the end of your turn\.$",
            re.I,
        ),
        "at the end of your turn, discard this card.",
    ),
)


def _compiled(
    table: tuple[tuple[str, Trigger, Named], ...],
) -> list[tuple[re.Pattern[str], Trigger, Named]]:
    return [(re.compile("^" + pattern, re.I), trigger, make) for pattern, trigger, make in table]


_ABILITY_OPENINGS = _compiled(_ABILITY)
_CARD_OPENINGS = _compiled(_CARD)


def trigger_opening(text: str, *, ability: bool) -> tuple[TriggerUse | None, str]:
    """What sets the text off and the rest of it (an Ability's, or a Pokémon Tool's, Special
    Energy's or Stadium's); ``None`` when it opens with no trigger."""
    for printed, regular in _REWORDED:
        text = printed.sub(regular, text)
    for regex, trigger, make in _ABILITY_OPENINGS if ability else _CARD_OPENINGS:
        found = regex.match(text)
        if found is None:
            continue
        condition = make(found)
        rest = text[found.end() :]
        # "If this Pokémon is Knocked Out ..., and if you have any Pecharunt ex in play, ..."
        rest = re.sub(r"^and (?=if )", "", rest)
        more, rest = opening_condition(rest)
        if more != ALWAYS:
            if condition != ALWAYS:
                raise Miss("a trigger under two conditions")
            condition = more
        you_may = _YOU_MAY.match(rest)
        if you_may:
            rest = rest[you_may.end() :]
        return TriggerUse(trigger, condition, bool(you_may)), rest
    return None, text


_STADIUM_USE = re.compile(
    r"^once during each player's turn, (?:(?P<condition>if [^,]+), )?"
    r"(?:that player|they) may ",
    re.I,
)
#: What a Stadium says of "that player", as a Trainer says it of "you".
_THAT_PLAYER = (
    (re.compile(r"\bthat player shuffles\b", re.I), "shuffle"),
    (re.compile(r"\bthat player\b|\bthey\b", re.I), "you"),
    (re.compile(r"\btheir\b", re.I), "your"),
    (re.compile(r"\bthey have\b", re.I), "you have"),
)


def stadium_opening(text: str) -> tuple[TriggerUse | None, str]:
    """A Stadium each player may use once during their turn (EN I-B-03): "Once during each
    player's turn, that player may ..."; the rest worded as a Trainer's ("you", "your")."""
    found = _STADIUM_USE.match(text)
    if found is None:
        return None, text
    condition: Condition = ALWAYS
    if found["condition"]:
        condition, rest = opening_condition(as_yours(found["condition"]) + ", ")
        if condition == ALWAYS or rest:
            raise Miss(f"no condition the compiler reads in {found['condition']!r}")
    return TriggerUse(None, condition), as_yours(text[found.end() :])


def as_yours(text: str) -> str:
    """A Stadium's words for the player using it, as a Trainer's ("their deck": "your
    deck")."""
    for regex, word in _THAT_PLAYER:
        text = regex.sub(word, text)
    return text
