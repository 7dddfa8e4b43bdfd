"""Shapes of text that works for as long as its card is in play: always-on Abilities (and
Poké-Bodies), Pokémon Tools, Stadiums and Special Energy (:mod:`playmat.effects.always_on`).

Every shape names the Pokémon it reaches the same way (:data:`WHO`): the card's own Pokémon
("this Pokémon", "the Basic Pokémon this card is attached to"), its owner's ("your Grass
Pokémon", "each of your Benched Pokémon, except any this Pokémon"), or every Pokémon in play
("... (both yours and your opponent's)").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from playmat.compiler.grammar import ALWAYS_ON, PASSIVE, Context, Miss, number, opening, shape
from playmat.compiler.shapes.words import CONDITION, POKEMON_NOUN, cards_filter, condition
from playmat.effects.always_on import ItIsIn, Reach, Spot, WhileInPlay
from playmat.effects.base import Condition
from playmat.effects.predicates import AnyPokemon, CardFilter
from playmat.rules.modifiers import ModifierKind

_BOTH = r" \(both yours and your opponent's\)"
#: The Pokémon an always-on effect reaches; read with :func:`_target`.
WHO = (
    rf"(?P<who>this Pokémon|the (?P<held>{POKEMON_NOUN}) this card is attached to|"
    rf"(?:each of |all of )?your (?P<spot>Active |Benched )?(?P<yours>{POKEMON_NOUN})"
    r"(?: in play)?(?P<except>,? except any this Pokémon,?)?|"
    rf"(?:each )?(?P<every>{POKEMON_NOUN})(?: in play)?{_BOTH})"
)
#: Whose attacks a damage change counts against: any attack ("from attacks"), those of the
#: opponent's Pokémon, or of some of them ("from your opponent's Pokémon ex").
_FROM = rf"(?: from (?:your|the) opponent's (?P<against>{POKEMON_NOUN}))?"
_AFTER = r" \(after applying Weakness and Resistance\)"
_BEFORE = r" \(before applying Weakness and Resistance\)"


@dataclass(frozen=True)
class _Target:
    """The Pokémon a :data:`WHO` group names, as :class:`WhileInPlay` fields."""

    reach: Reach
    spot: Spot = Spot.ANY
    only: CardFilter | None = None
    except_same_name: bool = False


def _target(match: re.Match[str], context: Context) -> _Target:
    groups = match.groupdict()
    if groups["who"].lower() == "this pokémon" or groups["held"]:
        if context.where == PASSIVE:
            if groups["held"]:
                raise Miss("an Ability's Pokémon has nothing attached to name it by")
            return _Target(Reach.IT)
        return _Target(Reach.HOLDER, only=_pokemon(groups["held"]))
    if groups["yours"]:
        spot = {"active": Spot.ACTIVE, "benched": Spot.BENCH}.get(
            (groups["spot"] or "").strip().lower(), Spot.ANY
        )
        return _Target(Reach.YOURS, spot, _pokemon(groups["yours"]), bool(groups["except"]))
    return _Target(Reach.EVERY, only=_pokemon(groups["every"]))


def _pokemon(words: str | None) -> CardFilter | None:
    """The filter of printed Pokémon words; None for any Pokémon at all."""
    if words is None:
        return None
    found = cards_filter(words)
    return None if isinstance(found, AnyPokemon) else found


@dataclass(frozen=True)
class _Against:
    """Whose Pokémon a damage change counts against: those whose attacks (DAMAGE_TAKEN,
    PREVENT_...) or those it is done to (DAMAGE_DEALT)."""

    #: Only the opponent's attacks, as "from your opponent's Pokémon" says; "from attacks"
    #: counts every attack, even the player's own (EN II-B-09 FAQ 1).
    only_opponents: bool = True
    pokemon: CardFilter | None = None


def _attackers(match: re.Match[str]) -> _Against:
    """The :data:`_FROM` group: any attack, or only the opponent's Pokémon's (some of them)."""
    if match["against"] is None:
        return _Against(only_opponents=False)
    return _Against(pokemon=_pokemon(match["against"]))


def _made(
    match: re.Match[str],
    context: Context,
    kind: ModifierKind,
    amount: int = 0,
    against: _Against = _Against(),
    *,
    to_active: bool = False,
    when: Condition | None = None,
    condition: str = "",
) -> list[WhileInPlay]:
    """The always-on effect of ``kind`` on the Pokémon the match's :data:`WHO` names, while the
    sentence's opening condition (or ``when``) holds."""
    target = _target(match, context)
    return [
        WhileInPlay(
            kind,
            amount,
            target.reach,
            target.spot,
            target.only,
            target.except_same_name,
            context.when if when is None else when,
            against.pokemon,
            only_to_opponents_active=to_active,
            only_from_opponent=against.only_opponents,
            condition=condition,
        )
    ]


@opening(
    r"as long as (?:this Pokémon|the Pokémon this card is attached to) is "
    r"(?P<spot>in the Active Spot|your Active Pokémon|on your Bench), "
)
def _it_is_in(match: re.Match[str]) -> Condition:
    return ItIsIn(Spot.BENCH if match["spot"] == "on your Bench" else Spot.ACTIVE)


@shape(rf"{WHO} takes? (?P<n>\d+) less damage from attacks{_FROM}{_AFTER}\.", where=ALWAYS_ON)
def takes_less_damage(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN II-B-05, step 5 of the damage calculation: "takes 30 less damage from attacks"."""
    amount = -number(match["n"], least=10)
    return _made(match, context, ModifierKind.DAMAGE_TAKEN, amount, _attackers(match))


@shape(
    rf"Any damage done to {WHO} by (?P<opponents>(?:an |your )?opponent's )?attacks is reduced "
    rf"by (?P<n>\d+){_AFTER}\.",
    where=ALWAYS_ON,
)
def damage_reduced(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """The older wording of :func:`takes_less_damage` (EN II-B-05)."""
    amount = -number(match["n"], least=10)
    against = _Against(only_opponents=bool(match["opponents"]))
    return _made(match, context, ModifierKind.DAMAGE_TAKEN, amount, against)


@shape(
    rf"Prevent all damage done to {WHO} by (?:attacks{_FROM}|(?P<opponents>your opponent's )"
    r"attacks)\.",
    where=ALWAYS_ON,
)
def prevent_damage(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN II-C-16, step 6: "Prevent all damage done to this Pokémon by attacks from ..."."""
    against = _Against() if match["opponents"] else _attackers(match)
    return _made(match, context, ModifierKind.PREVENT_DAMAGE, 0, against)


@shape(
    rf"Prevent all effects of attacks(?: used by| from) your opponent's (?P<against>"
    rf"{POKEMON_NOUN}) done to {WHO}\.",
    where=ALWAYS_ON,
)
def prevent_effects(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN II-C-17: the effects of the opponent's attacks do nothing to the Pokémon (their
    damage is still done)."""
    return _made(match, context, ModifierKind.PREVENT_EFFECTS, 0, _attackers(match))


@shape(
    rf"Prevent all effects of attacks, including damage, done to {WHO} by your opponent's "
    rf"(?P<against>{POKEMON_NOUN})\.",
    where=ALWAYS_ON,
)
@shape(
    rf"Prevent all damage from and effects of attacks from your opponent's "
    rf"(?P<against>{POKEMON_NOUN}) done to {WHO}\.",
    where=ALWAYS_ON,
)
def prevent_damage_and_effects(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN II-C-16 and C-17 at once: neither the damage nor the effects of those attacks."""
    against = _attackers(match)
    return [
        *_made(match, context, ModifierKind.PREVENT_DAMAGE, 0, against),
        *_made(match, context, ModifierKind.PREVENT_EFFECTS, 0, against),
    ]


_TO_ACTIVE = (
    rf" do (?P<n>\d+) more damage to your opponent's Active (?P<to>{POKEMON_NOUN}){_BEFORE}\."
)


@shape(rf"(?:The )?attacks (?:used by|of) {WHO}{_TO_ACTIVE}", where=ALWAYS_ON)
@shape(rf"{WHO}'s? attacks{_TO_ACTIVE}", where=ALWAYS_ON)
def attacks_do_more(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN II-B-04, step 2 of the damage calculation: "attacks used by this Pokémon do 30 more
    damage to your opponent's Active Pokémon (ex)"."""
    amount = number(match["n"], least=10)
    against = _Against(pokemon=_pokemon(match["to"]))
    return _made(match, context, ModifierKind.DAMAGE_DEALT, amount, against, to_active=True)


@shape(rf"{WHO} (?:has|have) no Retreat Cost\.", where=ALWAYS_ON)
def no_retreat_cost(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN I-A-03: nothing to discard to retreat."""
    return _made(match, context, ModifierKind.NO_RETREAT_COST)


@shape(
    rf"The Retreat Cost of {WHO} is (?P<cost>(?:Colorless)+|(?P<n>\d+) Colorless) "
    r"(?P<way>less|more)\.",
    where=ALWAYS_ON,
)
def retreat_cost(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN I-A-03: a Retreat Cost with Colorless Energy less (never below none) or more."""
    count = number(match["n"]) if match["n"] else match["cost"].count("Colorless")
    amount = -count if match["way"] == "less" else count
    return _made(match, context, ModifierKind.RETREAT_COST, amount)


@shape(rf"{WHO} gets? (?P<sign>[+-])(?P<n>\d+) HP\.", where=ALWAYS_ON)
def hit_points(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """D-15: the maximum HP changes while the card is in play ("gets +30 HP")."""
    amount = number(match["n"], least=10)
    return _made(match, context, ModifierKind.HP, amount if match["sign"] == "+" else -amount)


@shape(
    rf"If {WHO} is (?:in the Active Spot|your Active Pokémon) and is damaged by an (?:attack "
    r"from your opponent's Pokémon|opponent's attack) \(even if (?:this Pokémon|it) is Knocked "
    rf"Out\), (?:put (?P<n>\d+) damage counters? on the Attacking Pokémon|the Attacking Pokémon "
    rf"is now {CONDITION})\.",
    where=ALWAYS_ON,
    conditional=False,
)
def when_damaged(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN II-E-03: while the Pokémon is Active, an attack of the opponent's that damages it
    puts damage counters on the Attacking Pokémon, or gives it a Special Condition."""
    active = ItIsIn(Spot.ACTIVE)
    if match["condition"]:
        named = condition(match["condition"]).value
        return _made(match, context, ModifierKind.DAMAGED_CONDITION, when=active, condition=named)
    counters = number(match["n"])
    return _made(match, context, ModifierKind.DAMAGED_COUNTERS, counters, when=active)
