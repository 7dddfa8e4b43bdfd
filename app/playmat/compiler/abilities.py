"""How an Ability is used, read from how its text opens: announced during the turn (once, or as
often as the player likes, maybe only from one Spot), or offered as the Pokémon is played from
the hand to evolve or onto the Bench (EN I-A-02, II-E-05, JA II-E-06). Text with none of these
openings works all the time (an always-on Ability)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from playmat.compiler.grammar import Miss, opening_condition
from playmat.effects.always_on import Spot
from playmat.effects.base import ALWAYS, Condition
from playmat.effects.triggered import FirstTurn
from playmat.rules.scripting import AbilityKind

_BEFORE_ATTACK = r"(?: \(before your attack\))?"
_FROM_SPOT = (
    r"(?:if this Pokémon is (?P<spot>in the Active Spot|your Active Pokémon|on your Bench), )?"
)
_YOU_MAY = r"you may (?:use this (?:Ability|power)\. )?"
#: Where the condition an Ability is used under stands: between its opening and "you may".
_CONDITION = r"(?P<condition>(?:if [^,]+, )?)"


@dataclass(frozen=True)
class AbilityUse:
    """How an Ability is used: its kind, whether once a turn, the Spot it must be in, and the
    condition it is used under ("if any of your Pokémon were Knocked Out during your
    opponent's last turn", "during your first turn")."""

    kind: AbilityKind
    once_per_turn: bool = True
    only_in: Spot | None = None
    condition: Condition = ALWAYS


_OPENINGS = (
    (
        re.compile(
            rf"^once during your turn{_BEFORE_ATTACK}, {_FROM_SPOT}{_CONDITION}{_YOU_MAY}", re.I
        ),
        AbilityKind.ACTIVATED,
        True,
    ),
    (
        re.compile(rf"^once during your (?P<first>first) turn, {_CONDITION}{_YOU_MAY}", re.I),
        AbilityKind.ACTIVATED,
        True,
    ),
    (
        re.compile(rf"^as often as you like during your turn{_BEFORE_ATTACK}, {_YOU_MAY}", re.I),
        AbilityKind.ACTIVATED,
        False,
    ),
    (
        re.compile(
            r"^(?:once during your turn, )?when you play this Pokémon from your hand to evolve "
            rf"1 of your Pokémon(?: during your turn)?, {_CONDITION}{_YOU_MAY}",
            re.I,
        ),
        AbilityKind.ON_EVOLVE_FROM_HAND,
        True,
    ),
    (
        re.compile(
            r"^(?:once during your turn, )?when you play this Pokémon from your hand onto your "
            rf"Bench(?: during your turn)?, {_YOU_MAY}",
            re.I,
        ),
        AbilityKind.ON_BENCH_FROM_HAND,
        True,
    ),
    (
        re.compile(
            rf"^once during your turn, when this Pokémon moves from your Bench to the Active "
            rf"Spot, {_YOU_MAY}",
            re.I,
        ),
        AbilityKind.ON_MOVE_TO_ACTIVE,
        True,
    ),
    (
        re.compile(
            rf"^once during your turn, when this Pokémon moves from the Active Spot to your "
            rf"Bench, {_YOU_MAY}",
            re.I,
        ),
        AbilityKind.ON_MOVE_TO_BENCH,
        True,
    ),
)


#: "You must discard a card from your hand in order to use this Ability.": a cost printed
#: anywhere in the text, or after the opening ("you may discard ... in order to use this
#: Ability.").
_MUST = re.compile(r"You must (?P<cost>[^.]+?) in order to use this Ability\.\s*", re.I)
_THEN = re.compile(r"^(?P<cost>[^.]+?) in order to use this Ability\.\s*", re.I)


def ability_cost(text: str, *, opening: bool) -> tuple[str, str]:
    """The text without the cost of using the Ability, and that cost as a sentence of its own
    ("Discard 2 cards from your hand."; ``""`` for none): a "You must ..." sentence anywhere
    in it, or (``opening``: the text after the opening) the clause "you may" began."""
    found = (_THEN if opening else _MUST).search(text)
    if found is None:
        return text, ""
    rest = (text[: found.start()] + text[found.end() :]).strip()
    # "discard a Chill Teaser Toy card": a count, as the text is made regular elsewhere.
    cost = re.sub(r"^(\w+) an? (?=[A-Z])", r"\1 1 ", found["cost"])
    return rest, cost[:1].upper() + cost[1:] + "."


def ability_opening(text: str) -> tuple[AbilityUse | None, str]:
    """How the Ability is used and the text after its opening; ``None`` when the text opens
    with none of these (an always-on Ability, or one the compiler can't read). :class:`Miss`
    for a condition no opening of a sentence reads."""
    for regex, kind, once in _OPENINGS:
        match = regex.match(text)
        if match:
            groups = match.groupdict()
            spot = groups.get("spot")
            only_in = None if spot is None else Spot.BENCH if "Bench" in spot else Spot.ACTIVE
            condition = _condition(groups.get("condition") or "")
            if groups.get("first"):
                if condition != ALWAYS:
                    raise Miss("two conditions on using an Ability")
                condition = FirstTurn()
            return AbilityUse(kind, once, only_in, condition), text[match.end() :]
    return None, text


def _condition(clause: str) -> Condition:
    """The condition of an "if ..., " clause, read as a sentence's opening condition."""
    if not clause:
        return ALWAYS
    condition, rest = opening_condition(clause)
    if condition == ALWAYS or rest:
        raise Miss(f"no condition the compiler reads in {clause!r}")
    return condition


_DOESNT_STACK = re.compile(r"\s*The effect of .+? doesn't stack\.\s*", re.I)
_ONE_PER_NAME = re.compile(
    r"\s*You can't use more than 1 .+? (?:Ability|Poké-Power|Pokémon Power) "
    r"(?:each turn|during your turn)\.\s*",
    re.I,
)


def one_use_per_name(text: str) -> tuple[str, bool]:
    """The text without its "You can't use more than 1 X Ability each turn" sentence (EN
    II-E-14: one use of that name a turn, whichever Pokémon has it) or its "The effect of X
    doesn't stack" sentence (E-15: one Pokémon's worth of its effect at a time), and whether it
    had one."""
    found = _ONE_PER_NAME.search(text) or _DOESNT_STACK.search(text)
    if found is None:
        return text, False
    return (text[: found.start()] + " " + text[found.end() :]).strip(), True
