"""Shapes of the pokemon family added for the whole card pool (see ``damage.py``,
``pokemon.py``, ``cards.py`` for the first ones): switching Active Pokémon, Energy and Pokémon
Tools discarded, moved and attached, healing, lasting effects (EN II-C-01, C-03..C-06, C-09,
C-10, C-14..C-16, B-04, B-05, E-01, E-02)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.cards.model import EnergyType
from playmat.compiler.grammar import (
    ABILITY,
    ATTACK,
    TRAINER,
    Context,
    Miss,
    energy_type,
    number,
    shape,
)
from playmat.compiler.shapes.pokemon import POKEMON, pokemon_words
from playmat.compiler.shapes.words import CARDS, card_filter
from playmat.effects.attack_parts import DefenderIsKind
from playmat.effects.base import Part, Stage
from playmat.effects.field_parts import (
    FROM_BENCH,
    FROM_DEFENDER,
    FROM_ONE,
    FROM_OTHERS,
    FROM_SELF,
    FROM_YOURS,
    HEAL_ACTIVE,
    HEAL_EACH,
    HEAL_ONE,
    HEAL_SELF,
    TO_ACTIVE,
    TO_ANOTHER,
    TO_ANY,
    TO_BENCH_ANY,
    TO_BENCHED,
    TO_EACH,
    TO_ONE,
    TO_OTHERS_ANY,
    TO_THEIR_BENCHED,
    TO_THIS,
    AttachedEnergyToHand,
    AttachEnergyFrom,
    DamageToNewActive,
    DiscardAttachedEnergy,
    DiscardDefenderTools,
    HealPokemon,
    MoveEnergy,
    RecoverFromConditions,
    SwitchActive,
    SwitchOpponentsActive,
)
from playmat.effects.pokemon_parts import HealDamageDone, Inflict, Lasting
from playmat.effects.predicates import (
    AnyPokemon,
    BasicEnergy,
    CardFilter,
    DefenderIsEvolution,
    DefenderIsType,
    DefenderResists,
    EnergyCard,
    EnergyCardOfType,
)
from playmat.rules.modifiers import Duration, ModifierKind

EVERYWHERE = (ATTACK, ABILITY, TRAINER)
_TYPES = "Grass|Fire|Water|Lightning|Psychic|Fighting|Darkness|Metal|Fairy|Dragon|Colorless"


def _may(match: re.Match[str]) -> bool:
    return bool(match.groupdict().get("may"))


#: Some of your Pokémon a text names, in one piece: "1 of your Benched Pokémon", "each of your
#: Grass Pokémon", "your Benched Pokémon in any way you like". Read with :func:`_yours`.
_YOURS = (
    rf"(?:1 of|each of|all of) your (?:Benched )?{POKEMON}|"
    rf"your (?:Benched )?{POKEMON} in any way you like"
)
_YOURS_PARTS = re.compile(
    rf"(?P<which>1 of |each of |all of )?your (?P<benched>Benched )?(?P<pokemon>{POKEMON})"
    r"(?P<any> in any way you like)?",
    re.IGNORECASE,
)


def _yours(text: str, context: Context) -> tuple[str, bool, CardFilter]:
    """Which of your Pokémon (TO_ONE, TO_EACH, TO_ANY), whether Benched only, and which."""
    found = _YOURS_PARTS.fullmatch(text)
    if found is None:
        raise Miss(f"{text!r} names no Pokémon of yours")
    if found["any"]:
        which = TO_ANY
    elif (found["which"] or "").lower().startswith(("each", "all")):
        which = TO_EACH
    else:
        which = TO_ONE
    return which, bool(found["benched"]), pokemon_words(found["pokemon"], context)


# -- switching (C-03..C-05) ----------------------------------------------------------------------


@shape(
    rf"(?P<may>you may )?switch (?P<who>this Pokémon|your Active {POKEMON}) with 1 of your "
    rf"Benched (?P<bench>{POKEMON})\.",
    where=EVERYWHERE,
)
@shape(
    r"(?P<may>you may )?switch (?P<who>this Pokémon) with 1 of your Benched Pokémon\. "
    r"\(Do the damage before switching the Pokémon\.\)",
    sentences=2,
)
def switch_active(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-03: your Active Pokémon (an attack's "this Pokémon") with 1 of your Benched
    Pokémon; the attack's damage comes first anyway (I-A-01)."""
    who = match["who"]
    this = who.lower() == "this pokémon"
    if this and context.where == TRAINER:
        raise Miss('a Trainer has no "this Pokémon"')
    return [
        SwitchActive(
            this_pokemon=this,
            active=AnyPokemon() if this else pokemon_words(who[len("your Active ") :], context),
            benched=pokemon_words(match.groupdict().get("bench"), context),
            optional=_may(match),
            when=context.when,
        )
    ]


@shape(r"(?P<may>you may )?switch (?:it|this Pokémon) with your Active Pokémon\.", where=(ABILITY,))
def switch_this_in(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-03 from an Ability: "it", this Pokémon on the Bench, comes into the Active
    Spot."""
    return [SwitchActive(this_benched=True, optional=_may(match), when=context.when)]


@shape(
    rf"(?P<may>you may )?switch in 1 of your opponent's Benched (?P<bench>{POKEMON}) to the "
    r"Active Spot\.",
    where=EVERYWHERE,
)
@shape(
    r"(?P<may>you may )?switch 1 of your opponent's Benched Pokémon with (?:their|your "
    r"opponent's|1 of your opponent's) Active Pokémon\.",
    where=EVERYWHERE,
)
@shape(
    r"if your opponent has any Benched Pokémon, (?P<they>he or she|they) chooses? 1 of them "
    r"and switch(?:es)? it with (?:their|your opponent's) Active Pokémon\.",
    where=EVERYWHERE,
)
@shape(
    r"switch your opponent's Active Pokémon with 1 of your opponent's Benched Pokémon\.",
    where=EVERYWHERE,
)
@shape(
    r"(?P<they>your opponent switches) (?:their|his or her|your opponent's) Active Pokémon "
    r"with 1 of (?:their|his or her) Benched Pokémon(?:, if any)?\.",
    where=EVERYWHERE,
)
@shape(
    r"(?P<may>you may )?(?P<they>have your opponent switch) (?:their|his or her|your "
    r"opponent's) Active Pokémon with 1 of (?:their|his or her) Benched Pokémon\.",
    where=EVERYWHERE,
)
@shape(
    r"(?P<may>you may )?(?P<they>switch out) your opponent's Active Pokémon to the Bench\. "
    r"\(Your opponent chooses the new Active Pokémon\.\)",
    where=EVERYWHERE,
    sentences=2,
)
def switch_opponent(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-05 "switch in 1 of your opponent's Benched Pokémon": you choose it; C-04 "your
    opponent switches", "switch out ... (your opponent chooses)": they choose."""
    groups = match.groupdict()
    return [
        SwitchOpponentsActive(
            they_choose=bool(groups.get("they")),
            benched=pokemon_words(groups.get("bench"), context),
            optional=_may(match),
            when=context.when,
        )
    ]


def _after_opponent_switch(context: Context) -> None:
    """ "The new Active Pokémon" names the Pokémon an earlier switch of the opponent's Active
    Pokémon put there: without one the text is not understood."""
    if not any(isinstance(part, SwitchOpponentsActive) for part in context.parts):
        raise Miss("no switch of the opponent's Active Pokémon came before")


@shape(r"this attack does (?P<n>\d+) damage to the new Active Pokémon\.")
def damage_new_active(match: re.Match[str], context: Context) -> Sequence[Part]:
    _after_opponent_switch(context)
    return [DamageToNewActive(number(match["n"]), when=context.when)]


# -- Energy and Pokémon Tools on Pokémon (C-01, C-09, C-10) -----------------------------------

_AMOUNT = r"(?P<amount>all|up to \d+|\d+|an?)"
_ENERGY_KIND = rf"(?:(?P<kind>Special|Basic|(?:Basic )?(?:{_TYPES})) )?"


def _amount(text: str) -> tuple[int, bool]:
    """A count read from "all" (0), "up to 2", "2", "a": the count and whether it is "up to"."""
    text = text.lower()
    if text == "all":
        return 0, False
    if text in ("a", "an"):
        return 1, False
    if text.startswith("up to "):
        return number(text.removeprefix("up to ")), True
    return number(text), False


def _energy_kind(kind: str | None) -> tuple[EnergyType | None, bool, bool]:
    """The Energy a text names: its type, whether Special, whether Basic."""
    if not kind:
        return None, False, False
    words = kind.split()
    if words == ["Special"]:
        return None, True, False
    basic = words[0].lower() == "basic"
    typed = words[1:] if basic else words
    return (energy_type(typed[0]) if typed else None), False, basic


@shape(
    r"(?P<may>you may )?(?P<before>before doing damage, )?(?P<per>for each heads, )?discard "
    + _AMOUNT
    + " "
    + _ENERGY_KIND
    + r"Energy(?P<card> cards?)? (?:from|attached to) (?P<whose>this Pokémon|your "
    r"opponent's Active Pokémon)\.",
    where=EVERYWHERE,
)
def discard_attached_energy(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-01 from a Pokémon in play: this Pokémon or the opponent's Active Pokémon."""
    from_defender = match["whose"].lower() != "this pokémon"
    if not from_defender and context.where == TRAINER:
        raise Miss('a Trainer has no "this Pokémon"')
    count, up_to = _amount(match["amount"])
    energy, special, basic = _energy_kind(match["kind"])
    # "A Fire Energy card" is a basic Fire Energy card; "a Fire Energy" may be any Energy
    # that provides Fire.
    basic = basic or (energy is not None and bool(match["card"]))
    return [
        DiscardAttachedEnergy(
            count,
            from_defender=from_defender,
            energy=energy,
            special=special,
            basic=basic,
            per_heads=bool(match["per"]),
            up_to=up_to,
            optional=_may(match),
            when=context.when,
            stage=Stage.BEFORE_DAMAGE if match["before"] else Stage.EFFECTS,
        )
    ]


@shape(
    r"(?P<may>you may )?put "
    + _AMOUNT
    + " "
    + _ENERGY_KIND
    + r"Energy(?: cards?)? attached to (?P<whose>this Pokémon|your opponent's Active Pokémon) "
    r"into (?P<hand>your|their) hand\.",
    where=(ATTACK, ABILITY),
)
def energy_to_hand(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-02: attached Energy back into its owner's hand."""
    count, up_to = _amount(match["amount"])
    energy, special, basic = _energy_kind(match["kind"])
    from_defender = match["whose"].lower() != "this pokémon"
    if up_to or special or from_defender != (match["hand"].lower() == "their"):
        raise Miss("not a count of Energy into its owner's hand")
    return [
        AttachedEnergyToHand(
            count,
            from_defender=from_defender,
            energy=energy,
            basic=basic,
            optional=_may(match),
            when=context.when,
        )
    ]


@shape(
    r"(?P<before>before doing damage, )?discard all Pokémon Tools (?:from|attached to) your "
    r"opponent's Active Pokémon\.",
    where=EVERYWHERE,
)
def discard_defender_tools(match: re.Match[str], context: Context) -> Sequence[Part]:
    stage = Stage.BEFORE_DAMAGE if match["before"] else Stage.EFFECTS
    return [DiscardDefenderTools(when=context.when, stage=stage)]


_MOVE_FROM = {
    "this pokémon": FROM_SELF,
    "your opponent's active pokémon": FROM_DEFENDER,
    "your benched pokémon": FROM_BENCH,
    "your other pokémon": FROM_OTHERS,
    "1 of your pokémon": FROM_ONE,
    "your pokémon": FROM_YOURS,
}
_MOVE_TO = {
    "1 of your benched pokémon": TO_BENCHED,
    "your benched pokémon in any way you like": TO_BENCH_ANY,
    "this pokémon": TO_THIS,
    "your active pokémon": TO_ACTIVE,
    "another of your pokémon": TO_ANOTHER,
    "your other pokémon in any way you like": TO_OTHERS_ANY,
    "1 of their benched pokémon": TO_THEIR_BENCHED,
}


@shape(
    r"(?P<may>you may )?move (?P<amount>all|any (?:amount|number) of|up to \d+|\d+|an?) "
    + _ENERGY_KIND
    + r"Energy from (?P<source>this Pokémon|your opponent's Active Pokémon|(?:1 of )?your "
    r"Benched Pokémon|your other Pokémon|1 of your Pokémon|your Pokémon) to (?P<to>1 of "
    r"your Benched Pokémon|your Benched Pokémon in any way you like|this Pokémon|your Active "
    r"Pokémon|another of your Pokémon|your other Pokémon in any way you like|1 of their "
    r"Benched Pokémon)\.",
    where=EVERYWHERE,
)
def move_energy(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-10: attached Energy from some Pokémon to others."""
    amount = match["amount"].lower()
    if amount.startswith("any "):
        count, up_to = 0, True
    else:
        count, up_to = _amount(amount)
    energy, special, basic = _energy_kind(match["kind"])
    if special:
        raise Miss("Special Energy is not moved by these shapes")
    source = match["source"].lower()
    if source == "1 of your benched pokémon":
        # With 1 card, "from 1 of your Benched Pokémon" is from any of them.
        if count != 1 or up_to:
            raise Miss("several cards from 1 of your Benched Pokémon")
        source = "your benched pokémon"
    uses_this = "this pokémon" in (source, match["to"].lower())
    if uses_this and context.where == TRAINER:
        raise Miss('a Trainer has no "this Pokémon"')
    return [
        MoveEnergy(
            _MOVE_FROM[source],
            _MOVE_TO[match["to"].lower()],
            count,
            up_to=up_to,
            energy=energy,
            basic=basic,
            optional=_may(match),
            when=context.when,
        )
    ]


@shape(
    r"(?P<may>you may )?attach (?P<amount>up to \d+|\d+|any number of) "
    + CARDS
    + rf" from your (?P<source>discard pile|hand) to (?P<to>this Pokémon|{_YOURS})\.",
    where=EVERYWHERE,
    conditional=False,
)
def attach_energy(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-09: Energy cards from your discard pile or hand to your own Pokémon."""
    cards = card_filter(match, context.card)
    if not isinstance(cards, BasicEnergy | EnergyCardOfType | EnergyCard):
        raise Miss("only Energy cards are attached by this shape")
    amount = match["amount"].lower()
    if amount == "any number of":
        count, up_to = 0, True
    else:
        count, up_to = _amount(amount)
    from_hand, optional = match["source"] == "hand", _may(match)
    if match["to"].lower() == "this pokémon":
        if context.where == TRAINER:
            raise Miss('a Trainer has no "this Pokémon"')
        return [AttachEnergyFrom(cards, count, from_hand=from_hand, up_to=up_to, optional=optional)]
    to, benched, pokemon = _yours(match["to"], context)
    return [
        AttachEnergyFrom(
            cards,
            count,
            from_hand=from_hand,
            to=to,
            bench_only=benched,
            pokemon=pokemon,
            up_to=up_to,
            optional=optional,
        )
    ]


# -- healing (C-06) --------------------------------------------------------------------------


@shape(
    r"(?:heal (?P<amount>\d+|all) damage|remove (?P<counters>\d+|all) damage counters?) "
    r"from (?P<target>this Pokémon|your Active Pokémon|"
    + _YOURS
    + r")(?P<cure>, and it recovers from all Special Conditions)?\.",
    where=EVERYWHERE,
)
def heal(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-06: heal some damage, or all of it, from the Pokémon the text names."""
    # Removing damage counters from a Pokémon heals it, 10 damage a counter (C-06).
    counters = match["counters"]
    if counters is not None:
        amount = 0 if counters.lower() == "all" else 10 * number(counters)
    else:
        amount = 0 if match["amount"].lower() == "all" else number(match["amount"])
    target = match["target"].lower()
    cure = bool(match["cure"])
    if target == "this pokémon":
        if context.where == TRAINER:
            raise Miss('a Trainer has no "this Pokémon"')
        return [HealPokemon(amount, HEAL_SELF, when=context.when, cure=cure)]
    if target == "your active pokémon":
        return [HealPokemon(amount, HEAL_ACTIVE, when=context.when, cure=cure)]
    which, benched, pokemon = _yours(match["target"], context)
    if which == TO_ANY or (cure and which != TO_ONE):
        raise Miss('healing is not shared out; "it recovers" names one Pokémon')
    return [
        HealPokemon(
            amount,
            HEAL_EACH if which == TO_EACH else HEAL_ONE,
            bench_only=benched,
            pokemon=pokemon,
            when=context.when,
            cure=cure,
        )
    ]


@shape(
    r"(?P<who>this Pokémon|your Active Pokémon) recovers from all Special Conditions\.",
    where=EVERYWHERE,
)
def recover_conditions(match: re.Match[str], context: Context) -> Sequence[Part]:
    """R-7: its Special Conditions end."""
    active = match["who"].lower() != "this pokémon"
    if not active and context.where == TRAINER:
        raise Miss('a Trainer has no "this Pokémon"')
    return [RecoverFromConditions(active, when=context.when)]


@shape(
    r"heal from this Pokémon the same amount of damage you did to your opponent's Active "
    r"Pokémon\.",
    conditional=False,
)
def heal_damage_done(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [HealDamageDone()]


# -- lasting effects (E-01, E-02, C-14..C-16, B-04, B-05) -------------------------------------

_NEXT_TURN = r"(?P<{}>your|your opponent's) next turn"
#: E-22: "until the end of your opponent's next turn" lasts through their next turn, as "during
#: your opponent's next turn" does for what only happens in it (attacks, retreat, damage from
#: their attacks).
_UNTIL = r"until the end of (?P<until>your opponent's) next turn"
_SUBJECT = r"(?P<subject>this Pokémon|your opponent's Active Pokémon|that Pokémon|it)"
_BEFORE_WR = r"(?: \(before applying Weakness and Resistance\))?"
_AFTER_WR = r"(?: \(after applying Weakness and Resistance\))?"


@shape(
    rf"(?:during {_NEXT_TURN.format('first')}, )?{_SUBJECT} (?P<effect>can't attack|can't use "
    rf"attacks|can't retreat|takes (?P<n>\d+) (?P<more>less|more) damage from attacks"
    rf"{_AFTER_WR})(?: during {_NEXT_TURN.format('last')}| {_UNTIL})?\.",
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
    return [Lasting(kind, duration, on_defender=on_defender, amount=amount, when=context.when)]


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
