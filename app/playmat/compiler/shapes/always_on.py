"""Shapes of text that works for as long as its card is in play: always-on Abilities (and
Poké-Bodies), Pokémon Tools, Stadiums and Special Energy (:mod:`playmat.effects.always_on`).

Every shape names the Pokémon it reaches the same way (:data:`WHO`): the card's own Pokémon
("this Pokémon", "the Basic Pokémon this card is attached to"), its owner's ("your Grass
Pokémon", "each of your Benched Pokémon, except any this Pokémon"), or every Pokémon in play
("... (both yours and your opponent's)").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from playmat.cards.model import EnergyType
from playmat.compiler.grammar import (
    ABILITY,
    ALWAYS_ON,
    PASSIVE,
    TOOL,
    TRAINER,
    Context,
    Miss,
    energy_type,
    number,
    opening,
    shape,
)
from playmat.compiler.shapes.words import (
    CONDITION,
    CONDITION_NAMES,
    NAME,
    POKEMON_NOUN,
    THEIR,
    TYPES,
    cards_filter,
    condition,
    named_card,
)
from playmat.effects.always_on import ItIsIn, Reach, Spot, WhileInPlay
from playmat.effects.base import ALWAYS, Condition
from playmat.effects.predicates import AnyPokemon, CardFilter, SelfAffected
from playmat.effects.tallies import Tally
from playmat.rules.modifiers import ModifierKind

_BOTH = r" \(both yours and your opponent's\)"
#: "that has any Grass Energy attached to it": a filter on the Energy the reached Pokémon have.
_WITH_ENERGY = (
    rf" that (?:has|have) (?:any )?(?:(?P<with_type>{TYPES}) )?Energy attached(?: to (?:it|them))?"
)
#: The Pokémon an always-on effect reaches; read with :func:`target`.
WHO = (
    rf"(?P<who>this Pokémon|its?|the (?:(?P<held_condition>{CONDITION_NAMES}) )?"
    rf"(?P<held>{POKEMON_NOUN}) this card is attached to|"
    rf"(?:each of |all of )?your (?P<spot>Active |Benched )?(?P<yours>{POKEMON_NOUN})"
    rf"(?: in play)?(?P<with>{_WITH_ENERGY})?(?P<except>,? except any this Pokémon,?)?|"
    rf"(?:each of )?your opponent's (?P<their_spot>Active |Benched )?(?P<theirs>{POKEMON_NOUN})"
    r"(?: in play)?|"
    rf"(?:each )?(?P<every_spot>Active |Benched )?(?P<every>{POKEMON_NOUN})"
    rf"(?P<every_with> that (?:has|have) (?:any )?(?:(?P<every_type>{TYPES}) )?Energy attached)?"
    rf"(?: in play)?{_BOTH})"
)
#: Whose attacks a damage change counts against: any attack ("from attacks"), those of the
#: opponent's Pokémon, or of some of them ("from your opponent's Pokémon ex").
_FROM = rf"(?: from (?:your|the) opponent's (?P<against>{POKEMON_NOUN}))?"
_AFTER = r" \(after applying Weakness and Resistance\)"
_BEFORE = r" \(before applying Weakness and Resistance\)"
_SPOTS = {"active": Spot.ACTIVE, "benched": Spot.BENCH}


@dataclass(frozen=True)
class Target:
    """The Pokémon a :data:`WHO` group names, as :class:`WhileInPlay` fields."""

    reach: Reach
    spot: Spot = Spot.ANY
    only: CardFilter | None = None
    except_same_name: bool = False
    #: "that has any (Grass) Energy attached": the type, and whether the filter is there.
    energy: EnergyType | None = None
    needs_energy: bool = False
    #: "the Poisoned Pokémon this card is attached to": a condition on the card's own Pokémon.
    when: Condition = ALWAYS


def target(match: re.Match[str], context: Context) -> Target:
    """The Pokémon the match's :data:`WHO` group names."""
    groups = match.groupdict()
    if groups["who"].lower() in ("this pokémon", "it", "its") or groups["held"]:
        if context.where == PASSIVE:
            if groups["held"]:
                raise Miss("an Ability's Pokémon has nothing attached to name it by")
            return Target(Reach.IT)
        affected = groups["held_condition"]
        when = SelfAffected(condition(affected)) if affected else ALWAYS
        return Target(Reach.HOLDER, only=_pokemon(groups["held"]), when=when)
    if groups["yours"]:
        spot = _SPOTS.get((groups["spot"] or "").strip().lower(), Spot.ANY)
        typed = energy_type(groups["with_type"]) if groups["with_type"] else None
        return Target(
            Reach.YOURS,
            spot,
            _pokemon(groups["yours"]),
            bool(groups["except"]),
            typed,
            bool(groups["with"]),
        )
    if groups["theirs"]:
        spot = _SPOTS.get((groups["their_spot"] or "").strip().lower(), Spot.ANY)
        return Target(Reach.THEIRS, spot, _pokemon(groups["theirs"]))
    spot = _SPOTS.get((groups["every_spot"] or "").strip().lower(), Spot.ANY)
    typed = energy_type(groups["every_type"]) if groups["every_type"] else None
    return Target(
        Reach.EVERY,
        spot,
        _pokemon(groups["every"]),
        energy=typed,
        needs_energy=bool(groups["every_with"]),
    )


def _pokemon(words: str | None) -> CardFilter | None:
    """The filter of printed Pokémon words; None for any Pokémon at all."""
    if words is None:
        return None
    found = cards_filter(words)
    return None if isinstance(found, AnyPokemon) else found


@dataclass(frozen=True)
class Against:
    """Whose Pokémon a damage change counts against: those whose attacks (DAMAGE_TAKEN,
    PREVENT_...) or those it is done to (DAMAGE_DEALT)."""

    #: Only the opponent's attacks, as "from your opponent's Pokémon" says; "from attacks"
    #: counts every attack, even the player's own (EN II-B-09 FAQ 1).
    only_opponents: bool = True
    pokemon: CardFilter | None = None


def attackers(match: re.Match[str]) -> Against:
    """The :data:`_FROM` group: any attack, or only the opponent's Pokémon's (some of them)."""
    if match["against"] is None:
        return Against(only_opponents=False)
    return Against(pokemon=_pokemon(match["against"]))


def made(
    match: re.Match[str],
    context: Context,
    kind: ModifierKind,
    amount: int = 0,
    against: Against = Against(),
    *,
    to_active: bool = False,
    when: Condition | None = None,
    condition: str = "",
    per_energy: bool = False,
    energy: EnergyType | None = None,
) -> list[WhileInPlay]:
    """The always-on effect of ``kind`` on the Pokémon the match's :data:`WHO` names, while the
    sentence's opening condition (or ``when``) holds; ``per_energy``: the amount is for each
    ``energy`` (None: any Energy) attached to each of them."""
    reached = target(match, context)
    if per_energy and reached.needs_energy:
        raise Miss("Energy counted twice")
    if when is None:
        when = context.when
    if reached.when != ALWAYS:
        if when != ALWAYS:
            raise Miss("two conditions")
        when = reached.when
    return [
        WhileInPlay(
            kind,
            amount,
            reached.reach,
            reached.spot,
            reached.only,
            reached.except_same_name,
            when,
            against.pokemon,
            only_to_opponents_active=to_active,
            only_from_opponent=against.only_opponents,
            condition=condition,
            energy=energy if per_energy else reached.energy,
            needs_energy=reached.needs_energy,
            per_energy=per_energy,
        )
    ]


@opening(
    r"(?:as long as|if) (?:this Pokémon|the Pokémon this card is attached to) is "
    r"(?P<spot>in the Active Spot|your Active Pokémon|on your Bench), ",
    # An attacking Pokémon is Active: an attack's text that names its own card on the Bench
    # means another Pokémon of that name (attack_openings.namesake_on_bench).
    where=(ABILITY, TRAINER, *ALWAYS_ON),
)
def _it_is_in(match: re.Match[str]) -> Condition:
    return ItIsIn(Spot.BENCH if match["spot"] == "on your Bench" else Spot.ACTIVE)


@shape(
    rf"{WHO} takes? (?P<n>\d+) less damage from (?:attacks{_FROM}|(?P<opponents>your "
    rf"opponent's) attacks){_AFTER}\.",
    where=ALWAYS_ON,
)
def takes_less_damage(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN II-B-05, step 5 of the damage calculation: "takes 30 less damage from attacks"
    (from the opponent's attacks only, when the text says so)."""
    amount = -number(match["n"], least=10)
    against = Against() if match["opponents"] else attackers(match)
    return made(match, context, ModifierKind.DAMAGE_TAKEN, amount, against)


#: Whose attacks an older "damage done ... is reduced" counts: the opponent's ("an opponent's
#: attack", "your opponent's attacks", "attacks from your opponent's Basic Pokémon"), or any
#: attack ("attacks", "attacks from Grass Pokémon").
_BY = (
    r"(?:(?P<opponents>(?:an |your )?opponent's )attacks?|attacks(?: from (?P<from_theirs>your "
    rf"opponent's )?(?P<against>{POKEMON_NOUN}))?)"
)


@shape(
    rf"(?:Any |All )?damage done to {WHO} by {_BY} is reduced by (?P<n>\d+)(?:{_AFTER})?\.",
    where=ALWAYS_ON,
)
@shape(
    rf"(?:Any |All )?damage done by {_BY} to {WHO} is reduced by (?P<n>\d+)(?:{_AFTER})?\.",
    where=ALWAYS_ON,
)
def damage_reduced(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """The older wording of :func:`takes_less_damage` (EN II-B-05: effects on the Pokémon
    taking damage count after Weakness and Resistance, whether or not the text says so)."""
    amount = -number(match["n"], least=10)
    pokemon = _pokemon(match["against"])
    against = Against(bool(match["opponents"] or match["from_theirs"]), pokemon)
    return made(match, context, ModifierKind.DAMAGE_TAKEN, amount, against)


@shape(
    rf"Prevent all damage done to {WHO} by (?:attacks{_FROM}(?:{_BOTH})?|(?P<opponents>your "
    r"opponent's )attacks)\.",
    where=ALWAYS_ON,
)
@shape(
    rf"Prevent all damage from attacks done to {WHO} by your opponent's "
    rf"(?P<against>{POKEMON_NOUN})\.",
    where=ALWAYS_ON,
)
def prevent_damage(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN II-C-16, step 6: "Prevent all damage done to this Pokémon by attacks from ..."; "by
    attacks (both yours and your opponent's)": every attack, as "by attacks" says."""
    against = Against() if match.groupdict().get("opponents") else attackers(match)
    return made(match, context, ModifierKind.PREVENT_DAMAGE, 0, against)


@shape(
    rf"Prevent all effects of attacks(?: used by| from) your opponent's (?P<against>"
    rf"{POKEMON_NOUN}) done to {WHO}\.",
    where=ALWAYS_ON,
)
def prevent_effects(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN II-C-17: the effects of the opponent's attacks do nothing to the Pokémon (their
    damage is still done)."""
    return made(match, context, ModifierKind.PREVENT_EFFECTS, 0, attackers(match))


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
    against = attackers(match)
    return [
        *made(match, context, ModifierKind.PREVENT_DAMAGE, 0, against),
        *made(match, context, ModifierKind.PREVENT_EFFECTS, 0, against),
    ]


_TO_ACTIVE = rf" (?P<n>\d+) more damage to your opponent's Active (?P<to>{POKEMON_NOUN}){_BEFORE}\."


@shape(rf"(?:The )?attacks (?:used by|of) {WHO} do{_TO_ACTIVE}", where=ALWAYS_ON)
@shape(rf"{WHO}(?:'s?)? attacks do{_TO_ACTIVE}", where=ALWAYS_ON)
@shape(rf"{WHO} does{_TO_ACTIVE}", where=ALWAYS_ON)
def attacks_do_more(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN II-B-04, step 2 of the damage calculation: "attacks used by this Pokémon do 30 more
    damage to your opponent's Active Pokémon (ex)"."""
    amount = number(match["n"], least=10)
    against = Against(pokemon=_pokemon(match["to"]))
    return made(match, context, ModifierKind.DAMAGE_DEALT, amount, against, to_active=True)


@shape(rf"{WHO} (?:has|have) no Retreat Cost\.", where=ALWAYS_ON)
@shape(rf"The Retreat Cost (?:for|of) {WHO} is 0\.", where=ALWAYS_ON)
@shape(rf"{WHO}(?:'s?)? Retreat Cost is 0\.", where=ALWAYS_ON)
def no_retreat_cost(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN I-A-03: nothing to discard to retreat (older cards: "its Retreat Cost is 0")."""
    return made(match, context, ModifierKind.NO_RETREAT_COST)


_COST = r"(?P<cost>(?:Colorless)+|(?P<n>\d+) Colorless)"


@shape(rf"The Retreat Cost of {WHO} is {_COST} (?P<way>less|more)\.", where=ALWAYS_ON)
@shape(rf"{WHO}(?:'s?)? Retreat Cost is {_COST} (?P<way>less|more)\.", where=ALWAYS_ON)
def retreat_cost(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN I-A-03: a Retreat Cost with Colorless Energy less (never below none) or more."""
    count = number(match["n"]) if match["n"] else match["cost"].count("Colorless")
    amount = -count if match["way"] == "less" else count
    return made(match, context, ModifierKind.RETREAT_COST, amount)


@shape(
    rf"your opponent pays {_COST} (?P<way>less|more) to retreat {THEIR} Active Pokémon\.",
    where=ALWAYS_ON,
)
def opponent_pays_to_retreat(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN I-A-03 in an older wording: the Retreat Cost of the opponent's Active Pokémon is
    Colorless Energy more (or less)."""
    count = number(match["n"]) if match["n"] else match["cost"].count("Colorless")
    amount = -count if match["way"] == "less" else count
    return [
        WhileInPlay(ModifierKind.RETREAT_COST, amount, Reach.THEIRS, Spot.ACTIVE, when=context.when)
    ]


@shape(
    rf"{WHO} gets? (?P<sign>[+-])(?P<n>\d+) HP(?P<each> for each (?:(?P<type>{TYPES}) )?Energy "
    rf"attached to (?:it|this Pokémon)| for each (?P<counted>Prize card your opponent has "
    rf"taken|Prize card you have taken))?\.",
    where=ALWAYS_ON,
)
def hit_points(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """D-15: the maximum HP changes while the card is in play ("gets +30 HP"), or that much
    for each (<type>) Energy attached to it (units, R-6)."""
    amount = number(match["n"], least=10)
    if match["sign"] == "-":
        amount = -amount
    if match["counted"]:
        per = (
            Tally.PRIZES_OPPONENT_TOOK if "opponent" in match["counted"] else Tally.PRIZES_YOU_TOOK
        )
        return [replace(e, per=per) for e in made(match, context, ModifierKind.HP, amount)]
    if not match["each"]:
        return made(match, context, ModifierKind.HP, amount)
    typed = energy_type(match["type"]) if match["type"] else None
    return made(match, context, ModifierKind.HP, amount, per_energy=True, energy=typed)


@shape(rf"{WHO} gets? \+(?P<hp>\d+) HP, and the attacks it uses do{_TO_ACTIVE}", where=ALWAYS_ON)
@shape(
    rf"{WHO} (?P<no_retreat>has no Retreat Cost), and the attacks it uses do{_TO_ACTIVE}",
    where=ALWAYS_ON,
)
def more_hp_and_damage(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """D-15 (or EN I-A-03) and EN II-B-04 at once: "it gets +100 HP" (or "has no Retreat
    Cost"), "and the attacks it uses do 100 more damage to your opponent's Active Pokémon"."""
    against = Against(pokemon=_pokemon(match["to"]))
    first = (
        made(match, context, ModifierKind.NO_RETREAT_COST)
        if match.groupdict().get("no_retreat")
        else made(match, context, ModifierKind.HP, number(match["hp"], least=10))
    )
    return [
        *first,
        *made(
            match,
            context,
            ModifierKind.DAMAGE_DEALT,
            number(match["n"], least=10),
            against,
            to_active=True,
        ),
    ]


@shape(rf"{WHO} can't be {CONDITION}\.", where=ALWAYS_ON)
@shape(
    rf"{WHO} (?:recovers? from all Special Conditions and )?can't be affected by any Special "
    r"Conditions\.",
    where=ALWAYS_ON,
)
def no_conditions(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """R-7: the Pokémon reached can't be affected by Special Conditions (or by the one named),
    and recover from them at once."""
    named = condition(match["condition"]).value if match.groupdict().get("condition") else ""
    return made(match, context, ModifierKind.NO_CONDITIONS, condition=named)


@shape(
    rf"{WHO} gets \+(?P<n>\d+) HP, recovers from all Special Conditions, and can't be affected "
    r"by any Special Conditions\.",
    where=ALWAYS_ON,
)
def more_hp_and_no_conditions(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """D-15 and R-7 at once: more HP, and no Special Conditions."""
    return [
        *made(match, context, ModifierKind.HP, number(match["n"], least=10)),
        *made(match, context, ModifierKind.NO_CONDITIONS),
    ]


@shape(rf"{WHO} (?:has|have) no Weakness\.", where=ALWAYS_ON)
def no_weakness(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN II-B-03, step 3 of the damage calculation: no Weakness is applied to it."""
    return made(match, context, ModifierKind.NO_WEAKNESS)


@shape(rf"Your turn does not end if {WHO} becomes (?P<name>{NAME})\.", where=(TOOL,))
def keeps_turn_on_evolving(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """The Mega Evolution rule set aside (card rule text, :mod:`playmat.rules.rule_box`): the
    turn goes on when the Pokémon the Tool is attached to evolves into the card it names."""
    return made(
        match,
        context,
        ModifierKind.KEEPS_TURN_ON_EVOLVING,
        against=Against(pokemon=named_card(match["name"])),
    )


_WHEN_DAMAGED = (
    rf"If {WHO}(?P<active> is (?:in the Active Spot|your Active Pokémon) and)? is damaged by an "
    r"(?:attack from your opponent's Pokémon|opponent's attack) \(even if [^)]+ is Knocked "
    r"Out\), (?:(?:put|place) (?P<n>\d+) damage counters? on the Attacking Pokémon|th(?:e|is) "
    rf"Attacking Pokémon is now {CONDITION})\."
)


@shape(_WHEN_DAMAGED, where=ALWAYS_ON, conditional=False)
@shape(
    _WHEN_DAMAGED + r" (?P<discard>If you placed any damage counters in this way, discard this "
    r"card\.)",
    where=(TOOL,),
    conditional=False,
    sentences=2,
)
def when_damaged(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN II-E-03: an attack of the opponent's that damages the Pokémon (while it is Active,
    if the text says so) puts damage counters on the Attacking Pokémon, or gives it a Special
    Condition."""
    when: Condition = ALWAYS
    if match["active"]:
        if target(match, context).reach not in (Reach.IT, Reach.HOLDER):
            raise Miss("the Active Spot of a Pokémon other than the card's own")
        when = ItIsIn(Spot.ACTIVE)
    if match["condition"]:
        named = condition(match["condition"]).value
        return made(match, context, ModifierKind.DAMAGED_CONDITION, when=when, condition=named)
    counters = number(match["n"])
    effects = made(match, context, ModifierKind.DAMAGED_COUNTERS, counters, when=when)
    if match.groupdict().get("discard"):
        return [replace(effect, then_discard=True) for effect in effects]
    return effects


@shape(
    rf"If {WHO} is damaged by an attack from your opponent's (?P<against>{POKEMON_NOUN}), it "
    rf"takes (?P<n>\d+) less damage{_AFTER}, and discard this card\.",
    where=(TOOL,),
    conditional=False,
)
def takes_less_once(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN II-B-05, step 5, once: the Pokémon the Tool is attached to takes less damage from an
    attack of the opponent's Pokémon of a kind, and the Tool is then discarded."""
    less = -number(match["n"])
    effects = made(match, context, ModifierKind.DAMAGE_TAKEN, less, attackers(match))
    if any(effect.reach is not Reach.HOLDER for effect in effects):
        raise Miss("only the card's own Pokémon")
    return [replace(effect, then_discard=True) for effect in effects]
