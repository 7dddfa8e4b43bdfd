"""Shapes of what an effect does to a Pokémon itself (:mod:`playmat.effects.pokemon_parts`):
Special Conditions (R-7), lasting effects (EN II-E-01, E-02, C-14..C-17, B-04, B-05)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ABILITY, ATTACK, TRAINER, Context, Miss, number, shape
from playmat.compiler.shapes.words import (
    CONDITION,
    CONDITION_NAMES,
    POKEMON_NOUN,
    after_opponent_switch,
    condition,
    require_own_pokemon,
    some_pokemon,
)
from playmat.effects.attached_cards import DiscardAttachedEnergy
from playmat.effects.base import Part
from playmat.effects.energy_conditions import ExtraEnergyOfType
from playmat.effects.pokemon_parts import Inflict, Lasting
from playmat.effects.predicates import (
    DefenderIsEvolution,
    DefenderIsKind,
    DefenderIsType,
    DefenderResists,
    ExtraEnergy,
)
from playmat.rules.modifiers import Duration, ModifierKind

#: One Special Condition or a list of them: "Burned and Confused", "Burned, Confused, and
#: Poisoned".
_CONDITIONS = (
    rf"(?P<conditions>(?:{CONDITION_NAMES})(?:(?:, (?:{CONDITION_NAMES}))*,? and "
    rf"(?:{CONDITION_NAMES}))?)"
)


def _conditions(match: re.Match[str]) -> list[str]:
    return re.findall(CONDITION_NAMES, match["conditions"], re.IGNORECASE)


@shape(
    r"(?P<subject>your opponent's Active Pokémon|this Pokémon|the new (?:Active|Defending) "
    rf"Pokémon) is now {_CONDITIONS}\.",
    where=(ATTACK, ABILITY, TRAINER),
)
def inflict(match: re.Match[str], context: Context) -> Sequence[Part]:
    """R-7 / EN I-F: the opponent's Active Pokémon (after a switch of it, "the new Active
    Pokémon") or this Pokémon is now affected by each Special Condition named."""
    subject = match["subject"].lower()
    on_self = subject == "this pokémon"
    if on_self:
        require_own_pokemon(context)
    if subject.startswith("the new"):
        after_opponent_switch(context)
    return [
        Inflict(condition(name), when=context.when, on_self=on_self) for name in _conditions(match)
    ]


@shape(
    r"(?:both Active Pokémon|both this Pokémon and your opponent's Active Pokémon) are now "
    rf"{CONDITION}\.",
    where=(ATTACK, ABILITY, TRAINER),
)
def inflict_both(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [Inflict(condition(match["condition"]), both_active=True, when=context.when)]


# -- lasting effects (E-01, E-02, C-14..C-17, B-04, B-05) -------------------------------------


_ON_THEIR_TURN = "during your opponent's next turn"


_TO_IT = r"done to (?:this Pokémon|it)"


@shape(
    rf"(?P<first>{_ON_THEIR_TURN}, )?prevent all (?P<what>damage from and effects of attacks "
    rf"{_TO_IT}|effects of (?:attacks|an attack), including damage, {_TO_IT}|(?P<only>effects "
    rf"of (?:your opponent's attacks, except damage,|attacks used by your opponent's Pokémon) "
    rf"{_TO_IT})|damage {_TO_IT}(?: by attacks(?: from (?:your opponent's )?"
    rf"(?P<from>{POKEMON_NOUN}))?)?)(?P<last> {_ON_THEIR_TURN}| until the end of your "
    r"opponent's next turn)?\."
)
def prevent_next_turn(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-16, C-17 during the opponent's next turn (E-01): no damage from attacks (from
    the Pokémon the text names), and with "effects of attacks" none of their effects either
    (damage being one of them), or only their effects ("except damage"). "Until the end of
    your opponent's next turn" is the same for attacks, which happen only in that turn (E-22).
    "It" is this Pokémon after a condition on its Energy."""
    if bool(match["first"]) == bool(match["last"]):
        raise Miss("the effect says once how long it lasts")
    if match["what"].endswith(" it") and not isinstance(context.when, _ON_ITS_ENERGY):
        raise Miss('"it" is this Pokémon only after a condition on its Energy')
    kinds = [] if match["only"] else [ModifierKind.PREVENT_DAMAGE]
    if "effects" in match["what"].lower():
        kinds.append(ModifierKind.PREVENT_EFFECTS)
    against = some_pokemon(match["from"])
    return [
        Lasting(kind, Duration.OPPONENTS_NEXT_TURN, when=context.when, against=against)
        for kind in kinds
    ]


#: Conditions on this Pokémon's Energy after which "it" names this Pokémon.
_ON_ITS_ENERGY = (ExtraEnergy, ExtraEnergyOfType)


_NEXT_TURN = r"(?P<{}>your|your opponent's) next turn"

#: E-22: "until the end of your opponent's next turn" lasts through their next turn, as "during
#: your opponent's next turn" does for what only happens in it (attacks, retreat, damage from
#: their attacks).
_UNTIL = r"until the end of (?P<until>your opponent's) next turn"

_SUBJECT = r"(?P<subject>this Pokémon|your opponent's Active Pokémon|that Pokémon|it)"

_BEFORE_WR = r"(?: \(before applying Weakness and Resistance\))?"

_AFTER_WR = r"(?: \(after applying Weakness and Resistance\))?"


@shape(
    rf"(?:during {_NEXT_TURN.format('first')}, )?{_SUBJECT} (?P<effect>can't attack or retreat|"
    r"can't attack|can't use attacks|can't retreat|takes (?P<n>\d+) (?P<more>less|more) damage "
    rf"from attacks{_AFTER_WR})(?: during {_NEXT_TURN.format('last')}| {_UNTIL})?\.",
    where=(ATTACK, ABILITY),
)
@shape(
    rf"(?:during {_NEXT_TURN.format('first')}, )?(?:attacks used by {_SUBJECT}|"
    rf"(?P<owner>this Pokémon|your opponent's Active Pokémon)'s attacks) do (?P<n>\d+) "
    rf"(?P<more>less|more) damage(?P<to> to your opponent's Active Pokémon)?{_BEFORE_WR}"
    rf"(?: during {_NEXT_TURN.format('last')})?\.",
    where=(ATTACK, ABILITY),
)
@shape(
    rf"(?:during {_NEXT_TURN.format('first')}, )?any damage done by attacks from "
    rf"(?P<owner>your opponent's Active Pokémon) is (?P<more>reduced) by (?P<n>\d+)"
    rf"{_BEFORE_WR}(?: during {_NEXT_TURN.format('last')})?\.",
    where=(ATTACK, ABILITY),
)
def lasting(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-01, E-02: what this Pokémon or the Defending Pokémon can't do, or how much damage it
    does (B-04, B-05: step 2) or takes (step 5), during your or your opponent's next turn.
    "That Pokémon" is the opponent's Active Pokémon the text just did something to."""
    groups = match.groupdict()
    said = [groups[key] for key in ("first", "last", "until") if groups.get(key)]
    if len(said) != 1:
        raise Miss("a lasting effect says once how long it lasts")
    duration = (
        Duration.YOUR_NEXT_TURN if said[0].lower() == "your" else Duration.OPPONENTS_NEXT_TURN
    )
    subject = (groups.get("subject") or groups["owner"]).lower()
    if subject == "that pokémon":
        _after_defender_effect(context)
    if subject == "it" and not isinstance(context.when, _ON_DEFENDER):
        raise Miss('"it" is the Defending Pokémon only after a condition on it')
    on_defender = subject != "this pokémon"
    if on_defender and context.where != ATTACK:
        raise Miss("only an attack has a Defending Pokémon")
    effect = (groups.get("effect") or "damage dealt").lower()
    amount = 0
    if effect.startswith("takes") or effect == "damage dealt":
        less = groups["more"].lower() in ("less", "reduced")
        amount = number(groups["n"]) * (-1 if less else 1)
    if effect == "damage dealt":
        kind = ModifierKind.DAMAGE_DEALT
        # This Pokémon's bonus counts against the opponent's Active Pokémon (B-04); the
        # Defending Pokémon's attacks do less to whatever they damage (B-05 FAQ).
        if bool(groups.get("to")) == on_defender:
            raise Miss("the damage change names other targets than the effect gives")
    elif effect.startswith("takes"):
        kind = ModifierKind.DAMAGE_TAKEN
    elif effect == "can't retreat":
        kind = ModifierKind.CANT_RETREAT
    else:
        kind = ModifierKind.CANT_ATTACK
    if kind in (ModifierKind.CANT_ATTACK, ModifierKind.CANT_RETREAT) and on_defender == (
        duration is Duration.YOUR_NEXT_TURN
    ):
        # A Pokémon attacks and retreats only in its owner's turn: read literally, the text
        # would do nothing (older wordings meant something else).
        raise Miss("a prohibition for a turn in which it can't apply")
    kinds = [kind]
    if effect == "can't attack or retreat":
        kinds.append(ModifierKind.CANT_RETREAT)
    return [
        Lasting(kind, duration, on_defender=on_defender, amount=amount, when=context.when)
        for kind in kinds
    ]


#: Conditions on the Defending Pokémon a sentence may open with ("If your opponent's Active
#: Pokémon is a Basic Pokémon, it can't attack ...").
_ON_DEFENDER = (DefenderIsKind, DefenderIsType, DefenderIsEvolution, DefenderResists)


def _after_defender_effect(context: Context) -> None:
    """ "That Pokémon" must be the Defending Pokémon that the sentence before acted on."""
    last = context.parts[-1] if context.parts else None
    if isinstance(last, Inflict) and not (last.both_active or last.on_self):
        return
    if isinstance(last, Lasting) and last.on_defender:
        return
    if isinstance(last, DiscardAttachedEnergy) and last.from_defender:
        return
    raise Miss("no sentence about the Defending Pokémon came before")
